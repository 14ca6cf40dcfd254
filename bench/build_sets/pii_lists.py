"""Hand-written value lists and the two disjoint template families ("test", "dev") of the PII sets.

Nothing here comes from Faker or from the scrubber's word lists. Each template is one chat session:
a list of messages, alternating user / assistant from the user. Slots: `{name}` `{first}` `{surname}`
`{town}` `{street}` `{email}` `{phone}` `{card}` `{iban}` `{ssn}` `{ip}`; a digit makes a second value
(`{town2}`), an `l` prefix a Latin-script one (`{lname}`), `:lower` / `:upper` change its case.
"""

LOCALES = {
    "test": ["ru", "uk", "el", "ja", "zh", "ko", "de", "fr", "es", "it", "pl", "hu", "cs", "tr", "pt-br",
             "nl", "sv", "fi", "en", "en-gb", "ar-ae"],
    "dev": ["kk", "fa", "ar-eg", "da", "no", "sk", "hr", "et", "is", "pt", "es-mx", "de-at", "nl-be",
            "en-au", "en-ca", "az"],
}  # fmt: skip
LATIN_LOCALES = {
    "de", "fr", "es", "it", "pl", "hu", "cs", "tr", "pt-br", "nl", "sv", "fi", "en", "en-gb", "da", "no",
    "sk", "hr", "et", "is", "pt", "es-mx", "de-at", "nl-be", "en-au", "en-ca", "az",
}  # fmt: skip
CJK_LOCALES = {"ja", "zh", "ko"}

HAND = {
    "test": {
        "first": [
            "Oluwaseun", "Siobhán", "Bartłomiej", "Jyoti", "Xiomara", "Eirik", "Zsófia", "Thandiwe", "Ngozi",
            "Kaveh", "Wojciech", "Aoife", "Ignacio", "Radomír", "Leilani", "Tadeusz", "Mirela", "Chidera",
            "Saoirse", "Anneliese", "Dagný", "Inés", "Yevgenia", "Kofi", "Priyanka", "Ljubica", "Bogumiła",
            "Thorvald", "Giedrė", "Nkechi", "Aurélien", "Małgorzata", "Henrique", "Xochitl", "Ruairí",
            "Svetlana", "Oddný", "Branimir", "Wilhelmina", "Ifeoma", "Benedikte", "Anastázie", "Cosimo",
            "Hyacinthe", "Gwenllian", "Teodora", "Ximena", "Ebenezer", "Lieselotte", "Mikael",
        ],
        "surname": [
            "Okonkwo", "Nwachukwu", "Szczepański", "Wójcik", "Hernández-Ruiz", "Yılmaz", "Papadopoulos",
            "Ó Súilleabháin", "Abdullahi", "Bakshi", "Takahashi", "van der Merwe", "Nakamura", "Mwangi",
            "Ramaswamy", "Chaudhry", "Ferreira da Silva", "Kuznetsova", "Lindqvist", "Häkkinen", "Dvořák",
            "Horváth", "Mkhize", "Oyelaran", "Quispe", "Mamani", "Tshabalala", "Bouchard", "Gagnon",
            "Pellegrino", "Esposito", "Giménez", "Ilunga", "Kaczmarek", "Al-Masri", "Haddad", "Khoury",
            "Bogdanović", "Petrović", "Sørensen", "Þórsdóttir", "Achterberg", "De Smedt", "Vandenbroucke",
            "Adeyemi", "Kipchoge", "Nguyễn", "Trần", "Wiśniewska", "Grünewald", "Brzęczyszczykiewicz",
            "McAllister", "O'Doherty", "Fitzgerald", "Castellanos", "Ortega y Gasset", "Llewellyn",
            "Zapatero", "Moreau-Lefebvre", "Kowalski-Brandt",
        ],
        "town": [
            "Hódmezővásárhely", "Oberammergau", "Saint-Rémy-de-Provence", "Castelnuovo di Porto",
            "Vila Nova de Cerveira", "Kuusamo", "Ystad", "Zell am See", "Bystřice nad Pernštejnem",
            "Nowy Targ", "Kırklareli", "Kalamata", "Ushguli", "Tobermory", "Ballyvaughan", "Dinkelsbühl",
            "Ollantaytambo", "Chefchaouen", "Gjirokastër", "Hallstatt", "Šibenik", "Trakai", "Sigulda",
            "Kuressaare", "Giethoorn", "Mértola", "Albarracín", "Cadaqués", "Locorotondo", "Vernazza",
            "Étretat", "Riquewihr", "ZAKOPANE", "TÓRSHAVN", "SZENTENDRE", "Piešťany", "Świnoujście",
            "Žabljak", "Kazimierz Dolny", "Tiszafüred", "Mikulov", "Telč", "Český Krumlov", "Skagen",
            "Porvoo", "Naantali", "Ærøskøbing", "Ísafjörður", "Stykkishólmur", "Aalsmeer", "Monschau",
            "Bacharach", "Oudenaarde", "Óbidos", "Frigiliana", "Alberobello", "Tropea", "Safranbolu",
            "Nafplio", "Metsovo", "Suzdal", "Plyos", "Takayama", "Jeonju", "Lijiang", "Pingyao",
            "Tlacotalpan", "Cuetzalan", "Tiradentes", "Otavalo", "Humahuaca", "Akaroa", "Kaikōura",
            "Wangaratta", "Yackandandah", "Lunenburg", "Tadoussac", "Skagway", "Natchitoches", "Wytheville",
            "Llandeilo", "Kirkcudbright", "Ballycastle", "Clonakilty", "Mevagissey", "Bishop's Castle",
            "Much Wenlock", "BRZEG DOLNY", "Sankt Goar", "Oroszlány", "Grünstadt", "Waidhofen an der Ybbs",
        ],
        "street_stem": [
            "Słowackiego", "Kościuszki", "Mickiewicza", "Petőfi Sándor", "Rákóczi", "Kossuth Lajos",
            "Lindenhof", "Birkenhain", "Kastanien", "Hauffe", "Alcalá", "Fuencarral", "Cervantes",
            "Montorgueil", "Mouffetard", "Oberkampf", "Garibaldi", "Mazzini", "Cavour", "Augusta",
            "Bordalo Pinheiro", "Camões", "Prinsengracht", "Keizers", "Vondel", "Drottning", "Hornsgatan",
            "Södermalm", "Kungsholms", "Ramblas", "Ulmen", "Rosental", "Wielopole", "Dobó István",
            "Szondi", "Tomasza Zana", "Pessoa", "Herengracht", "Biskupia",
        ],
        "street_pattern": [
            "ul. {s} {n}", "ulica {s} {n}", "{s} utca {n}", "{s}straße {n}", "{s}strasse {n}",
            "{s} Straße {n}", "calle {s}, {n}", "C/ {s} {n}", "{n} rue {s}", "{n}, rue {s}", "via {s} {n}",
            "Via {s}, {n}", "rua {s}, {n}", "Rua {s} {n}", "{s}straat {n}", "{s}gatan {n}", "{n} {s} Lane",
        ],
    },
    "dev": {
        "first": [
            "Abimbola", "Caoimhe", "Przemysław", "Anjali", "Yareli", "Torbjørn", "Réka", "Nomvula",
            "Chiamaka", "Shirin", "Zbigniew", "Niamh", "Gonzalo", "Vratislav", "Kalani", "Sławomir",
            "Dorotea", "Obinna",
            "Grainne", "Rosmarie", "Sigrún", "Begoña", "Ludmila", "Kwabena", "Deepika", "Dragica", "Jadwiga",
            "Sigurd", "Rūta", "Adaeze", "Gwenaëlle", "Agnieszka", "Joaquim", "Citlali", "Tadhg",
        ],
        "surname": [
            "Eze", "Chukwuemeka", "Grzybowski", "Zieliński", "Domínguez-Paz", "Öztürk", "Konstantinidis",
            "Mac Giolla Phádraig", "Balogun", "Iyer", "Watanabe", "Oosthuizen", "Kobayashi", "Otieno",
            "Subramanian", "Qureshi", "Albuquerque", "Vasilyeva", "Bergström", "Nieminen", "Procházka",
            "Szabó", "Dlamini", "Condori", "Huaman", "Tremblay", "Lavoie", "Santangelo", "Ilić", "Jovanović",
            "Kristiansen", "Guðmundsdóttir", "Vermeulen", "Adebayo", "Wanjiru", "Lewandowska", "MacLeod",
            "Ní Bhriain", "Villalobos", "Leclerc-Dubois",
        ],
        "town": [
            "Kecskemét", "Garmisch-Partenkirchen", "Aigues-Mortes", "Civita di Bagnoregio", "Ponte de Lima",
            "Savonlinna", "Simrishamn", "Kitzbühel", "Třeboň", "Sandomierz", "Amasra", "Monemvasia",
            "Mestia", "Portree", "Doolin", "Quedlinburg", "Pisac", "Ouarzazate", "Berat", "Rovinj", "Kernavė",
            "Cēsis", "Haapsalu", "Volendam", "Monsaraz", "Cuenca", "Besalú", "Polignano a Mare", "Manarola",
            "Honfleur", "Eguisheim", "KRYNICA-ZDRÓJ", "KLAKSVÍK", "VISEGRÁD", "Bardejov", "Sandhamn",
            "Kotor", "Tokaj", "Štramberk", "Loket", "Ribe", "Rauma", "Mariehamn", "Seyðisfjörður",
            "Edam", "Bernkastel-Kues", "Ypres", "Marvão", "Setenil de las Bodegas", "Matera", "Göreme",
            "Hydra", "Zagorsk", "Kizhi", "Hakodate", "Andong", "Fenghuang", "Guanajuato", "Ouro Preto",
            "Cafayate", "Arrowtown", "Beechworth", "Tobermory Bay", "Baie-Saint-Paul", "Talkeetna",
            "Abergavenny", "Pittenweem", "Dingle", "Polperro", "Ledbury", "Sankt Wolfgang",
        ],
        "street_stem": [
            "Sienkiewicza", "Piłsudskiego", "Andrássy", "Váci", "Ahorn", "Eichendorff", "Serrano",
            "Lepic", "Cler", "Nazionale", "Toledo", "Garrett", "Lindengracht", "Storgatan", "Vasagatan",
            "Nørrebro", "Kärntner", "Floriańska", "Oporto", "Sallandse",
        ],
        "street_pattern": [
            "ul. {s} {n}/{n}", "{s} út {n}", "{s}weg {n}", "{s}gasse {n}", "calle de {s} {n}", "{n} rue {s}",
            "via {s} n. {n}", "rua de {s} {n}", "{s}laan {n}", "{s} {n}", "{n} {s} Crescent",
        ],
    },
}  # fmt: skip

EMAIL_DOMAINS = {
    "test": ["gmail.com", "posteo.de", "wp.pl", "seznam.cz", "yandex.ru", "libero.it", "laposte.net",
             "outlook.com", "protonmail.ch", "uni-heidelberg.de", "mail.co.uk", "freemail.hu"],
    "dev": ["hotmail.com", "gmx.at", "icloud.com", "web.de", "orange.fr", "t-online.de", "fastmail.fm",
            "bluewin.ch", "ziggo.nl", "sapo.pt"],
}  # fmt: skip
EMAIL_SHAPES = {
    "test": ["{f}.{l}", "{i}{l}", "{f}_{l}{n}", "{l}.{f}+news", "{f}{y}", "{l}"],
    "dev": ["{f}{l}", "{l}{n}", "{i}.{l}", "{f}-{l}"],
}
PHONE_MASKS = {
    "test": [
        ("intl", "+1 415 ### ####"), ("national", "(646) ###-####"), ("bad_area", "(123) ###-####"),
        ("bad_area", "+1 099 ### ####"), ("intl", "+44 20 #### ####"), ("national", "07### ######"),
        ("intl", "+49 30 ########"), ("national", "0171 #######"), ("national", "06 ## ## ## ##"),
        ("intl", "+33 6 ## ## ## ##"), ("intl", "+39 3## ### ####"), ("intl", "+48 5## ### ###"),
        ("national", "090-####-####"), ("intl", "+7 (9##) ###-##-##"), ("intl", "+91 9#### #####"),
        ("national", "(11) 9####-####"), ("bare", "07#########"), ("bare", "0049176########"),
        ("national", "415.###.####"), ("bad_area", "+44 (0)99 #### ####"), ("bare", "06########"),
    ],
    "dev": [
        ("intl", "+34 6## ## ## ##"), ("national", "6## ### ###"), ("intl", "+31 6 ########"),
        ("national", "06-########"), ("intl", "+46 70 ### ## ##"), ("intl", "+61 4## ### ###"),
        ("national", "04## ### ###"), ("intl", "+41 79 ### ## ##"), ("bad_area", "(011) ###-####"),
        ("bad_area", "+1 (199) ###-####"), ("bare", "07########"), ("bare", "+3519########"),
        ("national", "212-###-####"), ("intl", "+52 55 #### ####"), ("intl", "+82 10-####-####"),
    ],
}  # fmt: skip
CARD_PREFIXES = [("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16),
                 ("3530", 16), ("36", 14), ("4", 13)]  # fmt: skip
CARD_GROUPINGS = {
    "test": {16: [" ", "-", "", (4, 4, 4, 4)], 15: [(4, 6, 5), ""], 14: [(4, 6, 4), ""], 13: ["", " "]},
    "dev": {16: [" ", "", "-"], 15: [(4, 6, 5), " "], 14: [(4, 6, 4)], 13: [""]},
}
IBAN_SPECS = {
    "test": [("DE", "n" * 18), ("FR", "n" * 23), ("GB", "aaaa" + "n" * 14), ("ES", "n" * 20),
             ("IT", "a" + "n" * 22), ("NL", "aaaa" + "n" * 10), ("PL", "n" * 24), ("BE", "n" * 12),
             ("PT", "n" * 21), ("SE", "n" * 20), ("HU", "n" * 24), ("GR", "n" * 23)],
    "dev": [("CH", "n" * 17), ("AT", "n" * 16), ("FI", "n" * 14), ("CZ", "n" * 20), ("DK", "n" * 14),
            ("NO", "n" * 11), ("IE", "aaaa" + "n" * 14), ("RO", "aaaa" + "n" * 16), ("LT", "n" * 16)],
}  # fmt: skip
SSN_SEPARATORS = {"test": ["-", "-", " ", ""], "dev": ["-", ""]}

# ---------------------------------------------------------------- the "test" template family
T = {
    "prose": (60, [
        ["ok so quick update: {name} finally replied about the cabin, and she says the road up from {town} "
         "is open again after the snow. can we plan the drive for saturday?"],
        ["I keep forgetting to ask: did {name} ever send the photos from {town}? My cousin wants to frame "
         "the one with the harbour."],
        ["Need help writing a thank-you note. {name} hosted us for three nights in {town} and cooked every "
         "evening, I want it warm but not cheesy."],
        ["So my landlord, {name}, says the boiler guy can only come on Thursday. I'm at work in {town} that "
         "day, what should I tell him?"],
        ["Could you draft a reply? {name} asked whether we still want the flat in {town} from March; the "
         "answer is yes but we need a later move-in."],
        ["we're doing a surprise party for {name}, the venue is a barn just outside {town}, about forty "
         "people. ideas for a playlist?"],
        ["Honestly the trip was great. We drove from {town} to {town2} along the coast and stopped wherever "
         "looked nice. Where should we go next year?"],
        ["My physio {name} suggested I stretch every night. Any routine that takes under ten minutes?"],
        ["Remind me what {name} said about the invoice? I think accounting in {town} needs the signed "
         "copy first."],
        ["Translate this for my grandmother: '{name} and I will arrive in {town} on the evening train, don't "
         "wait up.'"],
    ]),
    "repeat": (40, [
        ["{name} and {name} were both on the guest list, is that a typo or are there two of them?"],
        ["I asked {surname} twice. {surname} said no both times. What would you do?"],
        ["{town}, {town}, {town}: all my son talks about is moving to {town}. Is it really that nice?"],
        ["Booking is under {name}. Again: {name}. The hotel keeps misspelling it."],
    ]),
    "speaker": (30, [
        ["Can you summarise this chat for me?\n{first}: are we still on for tonight\n{first2}: yes but I'll "
         "be late\n{first}: how late\n{first2}: 8ish, traffic"],
        ["Here's what happened in the group chat:\n{first}: who took my charger\n{first2}: not me\n{first}: "
         "it was in the kitchen\n{first2}: check the car"],
        ["Help me reply to this:\n\n{first}: hey, you around this weekend?\n{first}: we're going hiking "
         "near {town}, want to come?"],
    ]),
    "bare_answer": (40, [
        ["I need to register for the pottery class, can you fill in the online form for me?",
         "Sure. What's your surname, as it should appear on the booking?", "{surname}"],
        ["Can you book the table for Friday?", "Of course. Which name should the reservation be under?",
         "{name}"],
        ["Set up my profile for the running club please.", "Happy to. What surname should I use?",
         "it's {surname}"],
        ["I want to send a parcel to my aunt.", "Which town does she live in?", "{town}"],
    ]),
    "maiden": (30, [
        ["For the bank's security question they want my mother's maiden name. It's {surname}, is it safe "
         "to use that?"],
        ["her maiden name is {surname} and she grew up in {town}, does that help with the family tree "
         "search?"],
        ["My wife went back to her maiden name, {surname}, after the divorce. How do I update the "
         "insurance?"],
    ]),
    "form": (30, [
        ["Please check this for mistakes before I submit:\nName: {name}\nAddress: {street}\nCity: {town}\n"
         "Email: {email}"],
        ["Full name: {name}\nPhone: {phone}\nTown of birth: {town}\n\nis this format OK for the visa "
         "office?"],
        ["Patient: {name}\nReferred by: Dr. {surname}\nClinic: {town}\nreason: follow-up"],
    ]),
    "signature": (30, [
        ["Can you make this email sound less blunt?\n\nWe can't accept the return after 30 days.\n\nBest "
         "regards,\n{name}\n{town}"],
        ["Proofread my sign-off please:\n\nCheers,\n{first}\n--\n{name} | Volunteer coordinator | {town}"],
        ["Is this signature too long?\n\n-- \n{name}\nOffice manager\n{street}, {town}"],
    ]),
    "address_block": (35, [
        ["Ship to:\n{name}\n{street}\n{town}\n\ncan you format that for a label?"],
        ["My new address, save it somewhere for me:\n{street}\n{town}"],
        ["The invitation should go to\n\n{name}\n{street}\n{town}\n\nand please write it nicely."],
    ]),
    "lower": (30, [
        ["{lname:lower} from the climbing gym wants to go to {ltown:lower} next weekend, is that a long "
         "drive?"],
        ["can u remind me to call {lfirst:lower} when i get back from {ltown:lower}"],
    ]),
    "caps": (30, [
        ["URGENT: {name:upper} CANCELLED THE ORDER FROM {town:upper}, WHAT DO I DO"],
        ["WRITE THIS ON THE CAKE: HAPPY BIRTHDAY {first:upper}! LOVE FROM {town:upper}"],
    ]),
    "typo": (30, [
        ["wher shoud i meet {name} in {town}? shes arriving tommorow nite"],
        ["cn you remnd me wat {first} said abot the hotel in {town}"],
    ]),
    "propagation": (30, [
        ["I met {name} at the conference in {town}.", "How did it go?",
         "Great, {name} offered me a job back in {town}!"],
        ["We're thinking about moving to {town}.", "What draws you there?",
         "Schools mostly. My sister moved to {town} last year and loves it."],
        ["{surname} is the contractor for the kitchen.", "Got it. Anything you need from me?",
         "Yes, draft a message asking {surname} for the final quote."],
    ]),
    "email": (45, [
        ["you can write to me at {email} if the form breaks"],
        ["Please change my contact email to {email}, the old one is closed."],
        ["Reply-To: {email}\nSubject: the allotment waiting list"],
    ]),
    "phone": (70, [
        ["my mobile {phone}"], ["Phone: {phone}"], ["tel {phone} (evenings only)"],
        ["If the courier can't find the house he should ring {phone}"],
        ["call the vet on {phone} and ask about the booster"],
    ]),
    "card": (40, [
        ["card number is {card}, why was it declined?"],
        ["Pay the deposit with {card} please"],
        ["Card: {card}\nName on card: same as account"],
    ]),
    "iban": (35, [
        ["the refund should go to {iban}"], ["IBAN: {iban}\nBIC: see attachment"],
        ["can you check if this IBAN looks right: {iban}"],
    ]),
    "ssn": (35, [
        ["the tax form asks for my SSN, it's {ssn}"], ["SSN {ssn}\nDOB: on file"],
        ["my social is {ssn}, do I put dashes?"],
    ]),
    "ip": (40, [
        ["my home server is on {ip}, can't reach it from work"], ["allow {ip} through the firewall"],
        ["ssh keeps timing out to {ip}"],
    ]),
}  # fmt: skip

# ---------------------------------------------------------------- the "dev" template family
D = {
    "prose": (30, [
        ["Quick one: {name} is coming over from {town} for the weekend, what can I cook that is vegan?"],
        ["I'm writing a reference letter for {name}, who worked with us in {town} for two years. Tips?"],
        ["Last summer {name} showed us around {town}; I'd like to return the favour somehow."],
        ["The plumber, {name}, charged double because we live out past {town}. Is that normal?"],
        ["We just got back from {town} and {town2}, the food was unreal."],
    ]),
    "repeat": (20, [
        ["Is it {name} or {name}? I wrote it both ways in the card."],
        ["{surname} here, {surname} there, the whole conference was about {surname}'s talk."],
    ]),
    "speaker": (16, [
        ["What is the tone here?\n{first}: you forgot again\n{first2}: sorry!!\n{first}: whatever"],
        ["{first}: did anyone book the van?\n{first2}: I thought you did\n\nwho should book it?"],
    ]),
    "bare_answer": (20, [
        ["Could you sign me up for the newsletter?", "Sure thing. Your last name, please?", "{surname}"],
        ["Help me address the envelope.", "Who is it going to?", "{name}"],
        ["Find me trains for tomorrow.", "Where are you leaving from?", "from {town}"],
    ]),
    "maiden": (14, [
        ["The passport office wants my mum's maiden name, which is {surname}."],
        ["She was born {surname} in {town} and kept the name for work."],
    ]),
    "form": (16, [
        ["Applicant: {name}\nResidence: {street}, {town}\nContact: {email}\ndoes this look complete?"],
        ["NAME {name}\nPHONE {phone}\nCITY {town}"],
    ]),
    "signature": (14, [
        ["Kind regards,\n\n{name}\nTreasurer, {town} allotment society\n\ntoo formal?"],
        ["thx\n{first}\n\nsent from {town}"],
    ]),
    "address_block": (18, [
        ["Deliver to\n{name}\n{street}\n{town}"],
        ["return address:\n{street}\n{town}\nfix the line breaks pls"],
    ]),
    "lower": (14, [["tell {lname:lower} the cottage in {ltown:lower} is booked"]]),
    "caps": (14, [["{name:upper} FROM {town:upper} IS THE WINNER, ANNOUNCE IT"]]),
    "typo": (14, [["{name} sed the meetng in {town} is cancelld"]]),
    "propagation": (16, [
        ["{name} from {town} is my new mentor.", "Congratulations!", "Thanks. How should I email {name}?"],
        ["Can we go to {town} in May?", "May is a good month for it.", "Book two nights in {town} then."],
    ]),
    "email": (25, [["send it to {email} instead"], ["E-mail: {email}"]]),
    "phone": (35, [["mobile {phone}"], ["reach me at {phone}"], ["Tel.: {phone}"]]),
    "card": (20, [["use the card {card}"], ["CC {card}"]]),
    "iban": (18, [["Account: {iban}"], ["pay into {iban} by Friday"]]),
    "ssn": (18, [["SSN: {ssn}"], ["social security number {ssn}"]]),
    "ip": (20, [["server {ip} is down"], ["ping {ip}"]]),
}  # fmt: skip

SHAPES = {"test": T, "dev": D}
