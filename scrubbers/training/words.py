"""The training data's own word lists: sentence shapes with slots, and capitalised words that are not
personal data. Written for training only; none of it comes from the evaluation sets (bench/data)."""

from __future__ import annotations

# Slots: {P} full name, {F} first name, {L} surname, {T} town, {S} street address, {C} country,
# {X} a capitalised non-PII word (see NOT_PII), {D} a weekday or month, {N} a number.
PROSE = [
    "I had lunch with {P} yesterday and she told me about the new job.",
    "{P} is coming over on {D}, can you remind me to buy wine?",
    "My sister {F} lives in {T} now.",
    "can you draft an email to {P} about the invoice",
    "We stayed two nights in {T} before driving on.",
    "{F} said the report is late again.",
    "Ask {F} whether the meeting moved.",
    "Our new neighbour is called {P}.",
    "I grew up in {T}, a small place near the coast.",
    "Book a table for {F} and me on {D}.",
    "The parcel should go to {S}, {T}.",
    "Send it to {S} please.",
    "{P} from accounting approved the budget.",
    "Did {F} ever reply about the flat in {T}?",
    "I'm meeting {F} {L} at the station at {N}.",
    "Mr {L} called about the boiler.",
    "Dr. {L} wants to see me again in two weeks.",
    "My landlord, {P}, raised the rent.",
    "We're driving from {T} to {T2} tomorrow morning.",
    "Her parents still live on {S} in {T}.",
    "Write a birthday message for my grandmother {F}.",
    "{F} and {F2} are both going to the wedding in {T}.",
    "Can you summarise what {P} said in the call?",
    "I think {L} is the best candidate for the role.",
    "{P} and I worked together at the bakery.",
    "The kids stay with {F} in {T} over the holidays.",
    "How long is the train ride from {T} to {C}?",
    "Is {T} worth a visit in winter?",
    "Tell {F} I'll be late.",
    "My doctor, {P}, moved her practice to {S}.",
    "She married {P} last spring.",
    "Please forward this to {F}, she handles refunds.",
    "I'm flying out of {T} on {D}.",
    "The conference this year is in {T}, {C}.",
    "My address is {S}, {T}.",
    "I live at {S}.",
    "{F} {L} is my emergency contact.",
    "{P} wrote the recommendation letter.",
    "who was {P} again? the guy from the climbing gym?",
    "Remember that {F}'s birthday is in {D}.",
    "I used to work with {F} in {T}.",
    "{L} family reunion is at their farm outside {T}.",
    "{F} {L} and {F2} {L2} signed the lease.",
    "we met {F} at the market in {T} last summer",
    "My son's teacher, Ms {L}, sent a note home.",
    "The hotel is on {S}, next to the museum.",
    "Pick up {F} from school at {N}.",
    "I was born in {T} but moved to {T2} as a kid.",
    "Thanks {F}, that really helped!",
    "Hi {F}, are we still on for {D}?",
    "Is there a good dentist near {S}?",
    "{P} is the godmother of my daughter.",
    "{F} keeps asking about the camping trip to {T}.",
    "Could you translate this for {P}?",
    "my brother {F} is visiting from {T} this week",
]
REPEATS = [
    "{P} and {P} were both engineers, or so {F} says.",
    "I told {F} twice. {F} never listens.",
    "{F} called. {F} wants the keys back by {D}.",
    "{T}? I've been to {T} three times.",
    "{L} here. Yes, {L} with two letters.",
    "The office in {T} is closing, so everyone in {T} has to move.",
]
# One message each: a question is asked in an earlier message, this is the bare answer.
BARE = [
    "{L}", "{F}", "{P}", "{T}", "{L}.", "{F}!", "{L}", "{T}", "{F} {L}", "{T}.", "{L}?", "{F}\n", "{T}\n",
    "it's {L}", "It's {F}.", "{S}", "from {T}", "In {T}.",
    "{T}, {C}", "{P}, why?", "{L}, spelled the usual way", "just {F}", "my surname is {L}",
    "{F} {L}", "near {T}", "to {T}", "{S}, {T}", "last name {L}", "{L} is my last name",
]  # fmt: skip
MAIDEN = [
    "the maiden name is {L}.", "which is {L}.", "mum's maiden name: {L}", "her name before marriage was {L}",
    "her maiden name is {L}", "My mother's maiden name was {L}.", "She was born {L} and took his name.",
    "{F} {L}, née {L2}", "maiden name: {L}", "before the wedding she was {F} {L}",
]  # fmt: skip
FORMS = [
    "Name: {P}\nCity: {T}\nPhone: {N}",
    "First name: {F}\nLast name: {L}\nTown: {T}",
    "Full name - {P}\nAddress - {S}, {T}",
    "name: {P}\nlanguage: {X}\nrole: developer",
    "Surname: {L}\nGiven name: {F}\nPlace of birth: {T}",
    "Guest: {P}\nRoom: {N}\nCheck-in: {D}",
    "Contact person: {P}\nOffice: {T}",
    "Applicant: {L}, {F}\nResidence: {T}, {C}",
    "Patient: {P}\nDate of birth: {N}\nGP: Dr {L}",
    "Ship to: {P}, {S}, {T}",
]  # fmt: skip
SIGNATURES = [
    "{F}\n\nSent from my iPhone", "ok thanks\n{F}", "see you\n{F}\n\nsent from {T}", "{F}\n{T}",
    "Best,\n{F}\n{X} team", "--\n{F}",
    "Thanks,\n{F}", "Best regards,\n{P}", "Cheers\n{F}\n\nSent from my phone", "--\n{P}\n{S}\n{T}",
    "Kind regards,\n{P}\nOffice manager, {T}", "thx\n{F}", "All the best,\n{F} {L}", "Love,\n{F} x",
    "Regards\n{L}", "— {F}, {T}",
]  # fmt: skip
ADDRESS_BLOCKS = [
    "{S}\n{T}", "{P}\n{S}\n{T}", "return to:\n{S}\n{T}", "{S}\n{N} {T}\n{C}", "{T}\n{C}",
    "{P}\n{S}\n{N} {T}\n{C}", "{S}\n{T}\n{C}", "Deliver to:\n{P}\n{S}\n{T}", "{P}, {S}, {N} {T}",
    "{F} {L}\n{S}\n{T} {N}",
]  # fmt: skip
SPEAKERS = [
    "{F}: did you get it?\n{F2}: not yet", "{F}: ok\n{F2}: ok", "{L}: sure\n{F}: thanks\n\nwhat now?",
    "{F}: are you coming tonight?\n{F2}: yes, leaving {T} now\n{F}: great",
    "{F}: hi\n{F2}: hey {F}, what's up?",
    "[{N}] {F}: the train is late\n[{N}] {F2}: again?",
    "{P}: I'll send the slides\n{P2}: thanks",
    "{F} - ok see you at {S}\n{F2} - 👍",
]  # fmt: skip
# Capitalised words in the slots names take, that are not names: the negatives teach these.
NEGATIVE = [
    "port this script from {X} 2 to {X} 3",
    "Can you rewrite this {X} function in {X2}?",
    "We moved from {X} to {X2} last year and the builds got faster.",
    "My laptop has 16 GB of RAM and runs {X}.",
    "Install {X} with pip and restart.",
    "Message from agent{N}",
    "Message from {X}: build {N} failed",
    "I moved the standup from {D} to {D2}.",
    "Meet me on {D} after work.",
    "The deadline moved from {D} to next week.",
    "Remind me on {D} to water the plants.",
    "Let's meet in {D}.",
    "Switch to {X} for the frontend.",
    "The logs are shipped to {X} and then to {X2}.",
    "{X} keeps crashing when I open large files.",
    "User: how do I sort a list?\nAssistant: use sorted().",
    "Q: what is {X}?\nA: a tool for building things.",
    "Name: {X}\nVersion: {N}\nLicense: MIT",
    "Language: {X}\nFramework: {X2}",
    "Thanks,\nThe {X} team",
    "Hi team, the {X} migration is done.",
    "{X} or {X2}, which one should I learn first?",
    "I cooked {X} for dinner with rice.",
    "Is {X} gluten free?",
    "Convert {N} {X} to kilometres.",
    "Call the {X} method before {X2}.",
    "Deployed to {X} at {N}.",
    "from {X} import {X2}",
    "Bot: hello! how can I help?\nMe: set a timer",
    "Dear Sir or Madam, I am writing about my order.",
    "Chapter {N}: The {X} Years",
    "The {X} release notes mention a fix for {X2}.",
    "Compare {X} with {X2} for a small team.",
    "Assistant: done. Anything else?",
    "I'm reading a book about {X} on {D}.",
    "{D} works for me, {D2} does not.",
    "Our {X} cluster in the staging account is down.",
    "The Queen's Gambit and The Crown are on my list.",
    "Use the {X} driver, not {X2}.",
    "A {X} is heavier than a {X2}.",
]  # fmt: skip
NOT_PII = [
    "Python", "Java", "JavaScript", "TypeScript", "Rust", "Go", "Ruby", "Perl", "Kotlin", "Swift", "Scala",
    "Haskell", "Elixir", "Erlang", "Lua", "Dart", "Fortran", "COBOL", "Pascal", "Delphi", "Ada",
    "Clojure", "Lisp", "Prolog", "Bash", "PowerShell", "SQL", "PostgreSQL", "MySQL", "SQLite", "Redis",
    "Kafka", "Docker", "Kubernetes", "Terraform", "Ansible", "Jenkins", "Git", "GitHub", "GitLab", "Jira",
    "Confluence", "Slack", "Zoom", "Teams", "Linux", "Ubuntu", "Debian", "Fedora", "Windows", "macOS",
    "Android", "iOS", "Chrome", "Firefox", "Safari", "Excel", "Word", "Outlook", "Notion", "Figma", "React",
    "Vue", "Angular", "Svelte", "Django", "Flask", "FastAPI", "Rails", "Spring", "Laravel", "Node", "Deno",
    "NumPy", "Pandas", "PyTorch", "TensorFlow", "Keras", "Spark", "Hadoop", "Airflow", "Celery", "Nginx",
    "Apache", "Grafana", "Prometheus", "Elasticsearch", "Kibana", "Vim", "Emacs", "Xcode", "Eclipse",
    "Sentry", "Heroku", "Netlify", "Vercel", "AWS", "Azure", "Lambda", "Lightroom", "Photoshop", "Blender",
    "Unity", "Unreal", "Steam", "Spotify", "Netflix", "Kindle", "iPhone", "Pixel", "Galaxy", "ThinkPad",
    "Raspberry Pi", "Arduino", "Tesla", "Toyota", "Corolla", "Prius", "Nike", "Adidas", "IKEA", "Lego",
    "Nutella", "Pepsi", "Sprite", "Fanta", "Oreo", "Lasagna", "Risotto", "Paella", "Tiramisu", "Goulash",
    "Ramen", "Sushi", "Pho", "Hummus", "Falafel", "Gnocchi", "Carbonara", "Bolognese", "Celsius",
    "Fahrenheit", "Kelvin", "Newton", "Joule", "Watt", "Ohm", "Tesla", "Gauss", "Hertz", "Pascal",
    "Bluetooth", "Wi-Fi", "USB", "HDMI", "Markdown", "YAML", "JSON", "TOML", "GraphQL", "Rosetta", "Jupyter",
    "Homebrew", "Poetry", "Conda", "Pip", "Cargo", "Gradle", "Maven", "Webpack", "Vite", "Babel", "Sass",
    "Tailwind", "Bootstrap", "Hugo", "Jekyll", "Gatsby", "Matrix", "Signal", "Telegram", "WhatsApp",
    "Mastodon", "Christmas", "Easter", "Ramadan", "Diwali", "Hanukkah", "Thanksgiving", "Halloween",
    "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Neptune", "Pluto", "Apollo", "Gemini", "Athena",
    "Hermes", "Atlas", "Orion", "Titan", "Odyssey", "Genesis", "Exodus", "Avatar", "Frozen",
    "Shrek", "Batman", "Superman", "Macbeth", "Jenkinsfile", "Makefile",
    "Dockerfile", "Rocket", "Alexa", "Siri", "Cortana", "Copilot", "ChatGPT", "Claude", "Llama", "Mistral",
]  # fmt: skip
DAYS_MONTHS = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February",
    "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
]  # fmt: skip
# Street words of many languages, before or after the name, used to compose street addresses
# beyond what Faker's own street formats produce.
STREET_BEFORE = [
    "ulica", "ul.", "ulitsa", "calle", "Calle", "rue", "Rue", "avenue", "Via", "via", "Rua", "rua", "Avenida",
    "Piazza", "Plaza", "Paseo", "Carrer", "Boulevard", "Strada", "Aleja", "al.", "Bulevar", "Odos",
    "Leoforos", "Sokak", "Caddesi", "Prospekt", "Travessa", "Largo", "Chaussée de", "Place", "Quai",
]  # fmt: skip
STREET_AFTER = [
    "Street", "St", "Road", "Rd", "Lane", "Avenue", "Ave", "Drive", "Way", "Close", "Crescent", "Strasse",
    "Straße", "straat", "gatan", "gata", "vej", "vei", "katu", "tie", "utca", "út", "tér", "weg", "laan",
    "gasse", "platz", "allee", "ring", "sokak", "caddesi", "iela", "gatvė", "tänav", "ulice", "náměstí",
    "cesta", "ulica", "Terrace", "Court", "Place", "Gardens", "Row", "Hill", "Parade",
]  # fmt: skip

# Compositional shapes: an opener, a clause holding the value, a closer. They multiply the contexts a
# value is seen in, so the model learns "a name in a sentence" rather than our sentences.
OPENERS = ["", "", "", "btw ", "hey, ", "so ", "ok so ", "I think ", "apparently ", "honestly, ",
           "also ", "quick question: ", "fyi ", "Yesterday ", "Last week ", "update: ", "not sure but ",
           "lol "]  # fmt: skip
CLOSERS = ["", "", "", ".", ".", "?", "!", " lol", " tomorrow", " after lunch", " again", " next week", " :)",
           " if that's ok", ", I think", " before Friday", " asap", " when you can"]  # fmt: skip
PERSON_CLAUSES = [
    "{V} {P}", "{V} {F}", "{P} {W}", "{F} {W}", "{L} {W}", "I {W2} {P}", "we {W2} {F}", "my friend {F} {W}",
    "my boss {P} {W}", "{F} from work {W}", "her husband {P} {W}", "our son {F} {W}", "{F}'s mum {W}",
    "me and {F} {W3}", "{P}, my accountant, {W}", "{F} {L} {W}", "the new guy, {F}, {W}", "uncle {F} {W}",
    "{V} Mrs {L}", "{V} professor {L}", "{L} {W} (the plumber)", "ask {F} or {F2}", "{F} and {F2} {W3}",
]  # fmt: skip
PLACE_CLAUSES = [
    "we {W4} {T}", "I'm {W5} {T}", "{T} {W6}", "the flat in {T} {W6}", "between {T} and {T2}",
    "{W5} {T}, {C}",
    "the drive to {T} {W6}", "my cousin in {T} {W}", "the weather in {T} {W6}", "my hometown {T} {W6}",
    "{T} or {T2}?", "a small village near {T}", "our trip through {T}", "the shop on {S} {W6}",
    "{F} moved to {T}", "{P} lives in {T}", "{F} works near {S}",
]  # fmt: skip
NEGATIVE_CLAUSES = [
    "{V} the {X} API", "{X} {W6}", "we {W4} {X}", "I'm {W5} {X}", "migrate from {X} to {X2}", "in {X} {W6}",
    "the {X} update {W6}", "my {X} {W6}", "{X} or {X2}?", "ask {X} to summarise it", "the {X} team {W}",
    "{D} {W6}", "on {D}", "from {D} to {D2}", "{V} support", "install {X}", "the {X} version {N}",
]  # fmt: skip
SLOT_WORDS = {
    "V": ["call", "email", "text", "ping", "invite", "thank", "ask", "tell", "remind", "pay", "meet", "visit",
          "message", "congratulate", "cc", "book a table with", "write to", "reply to", "hire", "forgive"],
    "W": ["called", "is sick", "quit", "said yes", "sent the photos", "is late", "got the job", "won't come",
          "moved out", "is pregnant", "was right", "loves it", "signed", "needs a lift", "owes me money"],
    "W2": ["met", "called", "texted", "hired", "invited", "visited", "miss", "trust", "forgot", "saw"],
    "W3": ["are coming", "split up", "got married", "had a fight", "won the quiz", "are in charge"],
    "W4": ["went to", "drove to", "stayed in", "left", "flew to", "moved to", "loved", "are visiting",
           "switched to", "tried"],
    "W5": ["staying in", "back from", "heading to", "stuck in", "working from", "leaving", "near",
           "going to"],
    "W6": ["is lovely", "was packed", "is closed", "was great", "is expensive", "is down", "crashed",
           "is cold", "is far", "looks fine", "broke", "is flooded", "is slow"],
}  # fmt: skip
