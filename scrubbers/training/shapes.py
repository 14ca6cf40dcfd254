"""Composed training shapes for the chat NER: forms, signatures and address blocks built field by field
(key words, separators, case, order and line breaks drawn at random), so the model learns the layout
rather than a handful of fixed templates. They return templates with slots for data.fill()."""

from __future__ import annotations

import random

# Field keys by the slot they hold ({P} full name, {F} first, {L} surname, {T} town, {S} street).
FORM_KEYS = {
    "P": ["Name", "Full name", "Contact", "Contact person", "Customer", "Client", "Patient", "Guest",
          "Passenger", "Recipient", "Sender", "Attn", "Emergency contact", "Next of kin", "Spouse",
          "Partner", "Father", "Mother", "Tenant", "Landlord", "Owner", "Driver", "Employee", "Manager",
          "Referee", "Witness", "Signed", "Parent or guardian", "Account holder", "Cardholder",
          "Beneficiary", "Student", "Attendee", "Organiser", "Booked by", "Reported by", "Assigned to",
          "Requested by", "Approved by", "Name of applicant", "Insured person", "Nom complet"],
    "F": ["First name", "Given name", "Forename", "Preferred name", "Vorname", "Nombre", "Prénom",
          "Child's first name", "First"],
    "L": ["Last name", "Surname", "Family name", "Maiden name", "Name at birth", "Previous surname",
          "Nachname", "Apellido", "Nom", "Last"],
    "T": ["City", "Town", "Place of birth", "Birthplace", "Hometown", "Residence", "City of residence",
          "Municipality", "Locality", "Village", "Destination", "Origin", "Departure city", "Pickup",
          "Drop-off", "Location", "Office", "Branch", "Ort", "Wohnort", "Ciudad", "Ville", "Città",
          "Miasto", "Place", "Born in", "Based in"],
    "S": ["Address", "Street", "Street address", "Home address", "Billing address", "Shipping address",
          "Delivery address", "Address line 1", "Postal address", "Adresse", "Dirección", "Anschrift"],
}  # fmt: skip
# Fields beside them that hold no personal data ({X} a product or tool, {N} a number, {D} a day).
FILLER_FIELDS = [
    ("Phone", "{N}"), ("Date", "{D}"), ("Language", "{X}"), ("Role", "developer"), ("Order", "#{N}"),
    ("Qty", "{N}"), ("Device", "{X}"), ("Browser", "{X}"), ("OS", "{X}"), ("Plan", "Premium"),
    ("Status", "active"), ("Room", "{N}"), ("Seats", "{N}"), ("Arrival", "{D}"), ("Tool", "{X}"),
    ("Age", "{N}"), ("Gender", "F"), ("Notes", "none"), ("Priority", "High"), ("Product", "{X}"),
    ("Payment", "card"), ("Dietary", "vegetarian"), ("Size", "M"), ("Country", "{C}"), ("Postcode", "{Z}"),
]  # fmt: skip
SEPARATORS = [": ", ": ", ": ", ":", " - ", " – ", "\t", " ", "  ", " = ", " | ", ":  ", " -> "]
JOINERS = ["\n", "\n", "\n", "\n", "; ", ", ", " | ", " / ", "\n\n"]
HEADERS = ["", "", "", "Booking details\n", "Please check:\n", "form:\n", "Details\n", "Registration\n",
           "can you fill this in?\n", "Here's what I have:\n", "FORM\n", "Contact details:\n"]  # fmt: skip

CLOSINGS = ["Best,", "Best regards,", "Regards,", "Kind regards,", "Thanks,", "Thank you,", "Cheers,",
            "Sincerely,", "Yours sincerely,", "Warm regards,", "Many thanks,", "BR,", "Rgds,", "Talk soon,",
            "Take care,", "xx", "--", "—", "Cordialement,", "Mit freundlichen Grüßen", "Saludos,",
            "Groetjes,", "Pozdrawiam,", "Thanks!", "Best wishes,", "Ciao,", "Hugs,"]  # fmt: skip
SIGNED_AS = ["{F}", "{P}", "{F} {L}", "{L}", "{F} {L}, PhD", "Dr. {P}", "{F} ({X} team)", "{L}, {F}",
             "{F}.", "- {F}", "{F} x", "Prof. {L}"]  # fmt: skip
TITLES = ["Office manager", "Senior Engineer", "Head of Sales", "Project Manager", "Product Designer",
          "Account Executive", "Nurse", "Teacher", "Recruiter", "CEO", "Founder", "Sales Director",
          "Customer Success", "HR Business Partner", "Paralegal", "Accountant", "Research Assistant",
          "Operations Lead", "Software Developer", "Marketing Coordinator", "Chair", "Treasurer"]  # fmt: skip
COMPANY_SUFFIXES = ["Ltd", "GmbH", "Inc.", "LLC", "S.A.", "B.V.", "AB", "Group", "Labs", "& Co"]
SENT_FROM = ["Sent from my iPhone", "Sent from my phone", "Sent from Outlook for {X}", "Get {X} for iOS",
             "Sent from my {X}", "Sent via {X}"]  # fmt: skip
BODIES = ["", "", "see attached.\n\n", "Let me know.\n\n", "ok, sounds good\n", "Thanks for the update.\n\n",
          "I'll be there.\n", "Please confirm by {D}.\n\n", "no worries\n"]  # fmt: skip

ADDRESS_HEADERS = ["", "", "", "Ship to:\n", "Address:\n", "Mail it to\n", "my address:\n", "Deliver to\n",
                   "send the invoice to\n", "Return address:\n", "TO:\n", "new address below\n"]  # fmt: skip
UNITS = ["Apt {N}", "Flat {N}", "Floor {N}", "Building B", "Unit {N}", "Suite {N}", "c/o {P}", "PO Box {N}"]


def _key(rng: random.Random, key: str) -> str:
    pick = rng.random()
    return key.upper() if pick < 0.2 else key.lower() if pick < 0.4 else key


def form(rng: random.Random) -> str:
    """Two to six fields, at least one with a name, place or street, in a random layout."""
    slots = rng.sample(["P", "F", "L", "T", "S", "P", "T"], rng.randint(1, 3))
    numbered = [f"{s}{'2' if slots[:i].count(s) else ''}" for i, s in enumerate(slots)]
    fields = [(rng.choice(FORM_KEYS[s[0]]), "{" + s + "}") for s in numbered]
    fields += rng.sample(FILLER_FIELDS, rng.randint(0, 3))
    rng.shuffle(fields)
    separator, joiner = rng.choice(SEPARATORS), rng.choice(JOINERS)
    bullet = rng.choice(["", "", "", "- ", "* ", "• "])
    if rng.random() < 0.1:  # a markdown table: header row, rule, value row
        return ("| " + " | ".join(k for k, _ in fields) + " |\n|" + "---|" * len(fields) + "\n| "
                + " | ".join(v for _, v in fields) + " |")  # fmt: skip
    if rng.random() < 0.08:  # JSON-ish
        return "{" + ", ".join(f'"{k.lower().replace(" ", "_")}": "{v}"' for k, v in fields) + "}"
    bold = rng.random() < 0.08
    lines = [f"{bullet}**{_key(rng, k)}**{separator}{v}" if bold else f"{bullet}{_key(rng, k)}{separator}{v}"
             for k, v in fields]  # fmt: skip
    return rng.choice(HEADERS) + joiner.join(lines)


def signature(rng: random.Random) -> str:
    """A body line or none, a closing, the name, then perhaps a title, company, phone, town, device."""
    lines = [rng.choice(CLOSINGS)] if rng.random() < 0.85 else []
    name = rng.choice(SIGNED_AS)
    if rng.random() < 0.35:
        name += rng.choice([" | ", " - ", ", "]) + rng.choice(TITLES)
    lines.append(name)
    if rng.random() < 0.3:
        lines.append(rng.choice(TITLES))
    if rng.random() < 0.3:
        lines.append(f"{{X}} {rng.choice(COMPANY_SUFFIXES)}")
    if rng.random() < 0.3:
        lines.append(rng.choice(["Tel: {N}", "m. {N}", "Mobile {N}", "T {N}", "+{N}", "Phone: {N}"]))
    if rng.random() < 0.35:
        lines.append(rng.choice(["{T}", "{T}, {C}", "{S}, {T}", "Office: {T}", "{T} office", "Based in {T}"]))
    if rng.random() < 0.2:
        lines += ["", rng.choice(SENT_FROM)]
    return rng.choice(BODIES) + "\n".join(lines)


def address_block(rng: random.Random) -> str:
    """Header, a name, the street (and unit), the town with or without a postcode, a country."""
    lines = []
    if rng.random() < 0.6:
        lines.append(rng.choice(["{P}", "{P}", "Attn: {P}", "{F} & {F2} {L}", "{L} family", "Mr {P}"]))
    lines.append("{S}")
    if rng.random() < 0.2:
        lines.append(rng.choice(UNITS))
    lines.append(rng.choice(["{T}", "{Z} {T}", "{T} {Z}", "{T}, {R} {Z}", "{T}, {R}", "{Z} {T}"]))
    if rng.random() < 0.3:
        lines.append(rng.choice(["{C}", "{R}", "{C}"]))
    joiner = "\n" if rng.random() < 0.8 else ", "
    return rng.choice(ADDRESS_HEADERS) + joiner.join(lines)
