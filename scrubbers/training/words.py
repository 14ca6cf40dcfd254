"""Word lists for the chat NER's synthetic structure (data.Values) and the evidence rules' look-alikes:
capitalised words that are not personal data, days and months, street words of many languages. Written
for training only; none of it comes from the evaluation sets (bench/data)."""

from __future__ import annotations

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
