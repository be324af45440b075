import SampleData

/// Composes the bundled GitHub-style users: invented logins and profiles, ascending ids with gaps.
struct UserGenerator {
    static let count = 360
    /// Indexes of the users who are site admins.
    static let siteAdminIndexes: Set<Int> = [0, 57]
    private var random = SeededGenerator(seed: 0x5553_4552_53)

    private static let firstNames = [
        "mira", "tomas", "ada", "kenji", "lena", "omar", "sofia", "arjun", "hana", "felix", "yuna", "diego",
        "ines", "marek", "noor", "jisoo", "pavel", "zara", "elliot", "minho", "chloe", "ravi", "astrid", "bo",
    ]
    private static let lastNames = [
        "chen", "novak", "okafor", "lindqvist", "park", "moreau", "silva", "tanaka", "haddad", "kowalski",
        "baptiste", "kim", "rossi", "nakamura", "fischer", "osei", "lee", "varga", "quinn", "santos",
    ]
    private static let handles = [
        "codes", "dev", "hacks", "builds", "ops", "io", "lab", "works", "rs", "js", "swift", "ml",
    ]
    private static let organizationWords = [
        "octo", "nimbus", "lattice", "ferrite", "quill", "harbor", "copperleaf", "tessel", "northwind", "vanta",
    ]
    private static let companies = [
        "@nimbus-labs", "Lattice Systems", "Copperleaf", "@quillworks", "Freelance", "Tessel Inc.",
        "Northwind Studio", "Harbor Analytics", "Vanta Robotics", "University of Somewhere",
    ]
    private static let locations = [
        "Seoul, South Korea", "Busan", "Berlin, Germany", "Lisbon", "Toronto, Canada", "Nairobi", "São Paulo",
        "Tokyo", "Kraków, Poland", "Austin, TX", "Remote", "Melbourne", "Reykjavík", "Bengaluru, India",
    ]
    private static let bioParts = [
        "Building small tools for big teams.", "Swift on the server.", "Open source maintainer.",
        "Coffee, compilers & cats.", "Making the web faster.", "Data plumbing and dashboards.",
        "Mostly Rust these days.", "I write tests first (sometimes).", "Accessibility advocate.",
        "Retro games and type systems.",
    ]

    mutating func makeUsers() -> [SampleUser] {
        var users: [SampleUser] = []
        var usedLogins: Set<String> = []
        var id = 0
        for index in 0..<UserGenerator.count {
            // GitHub's first user has id 1; later ids skip a few numbers now and then, as deleted accounts do.
            id = index == 0 ? 1 : id + (random.chance(0.12) ? random.int(2...9) : 1)
            let isOrganization = index % 29 == 11
            var login: String
            var person: (first: String, last: String)
            repeat {
                person = (random.pick(UserGenerator.firstNames), random.pick(UserGenerator.lastNames))
                login = isOrganization ? makeOrganizationLogin() : makeLogin(first: person.first, last: person.last)
            } while usedLogins.contains(login.lowercased())
            usedLogins.insert(login.lowercased())
            let siteAdmin = UserGenerator.siteAdminIndexes.contains(index)
            let user =
                isOrganization
                ? makeOrganization(id: id, login: login)
                : makeUser(id: id, login: login, name: capitalized(person.first, person.last), siteAdmin: siteAdmin)
            users.append(user)
        }
        return users
    }

    private mutating func makeLogin(first: String, last: String) -> String {
        switch random.int(0...5) {
        case 0: return "\(first)-\(last)"
        case 1: return "\(first)\(last)"
        case 2: return "\(first.prefix(1))\(last)\(random.int(1...99))"
        case 3: return "\(first)-\(random.pick(UserGenerator.handles))"
        case 4: return capitalized(first, last).split(separator: " ").joined()
        default: return "\(last)\(first.prefix(1))"
        }
    }

    private mutating func makeOrganizationLogin() -> String {
        let word = random.pick(UserGenerator.organizationWords)
        return random.chance(0.5) ? "\(word)-\(random.pick(["labs", "org", "dev", "oss"]))" : "\(word)hq"
    }

    private mutating func makeUser(id: Int, login: String, name: String, siteAdmin: Bool) -> SampleUser {
        let dates = makeDates()
        let followers = Int(random.unit() * random.unit() * random.unit() * 9_000)
        return SampleUser(
            id: id,
            login: login,
            name: random.chance(0.75) ? name : nil,
            company: random.chance(0.45) ? random.pick(UserGenerator.companies) : nil,
            blog: random.chance(0.35) ? "https://\(login.lowercased()).example.dev" : "",
            location: random.chance(0.6) ? random.pick(UserGenerator.locations) : nil,
            email: random.chance(0.3) ? "\(login.lowercased())@example.com" : nil,
            hireable: random.chance(0.5) ? nil : random.chance(0.5),
            bio: random.chance(0.5) ? random.pick(2, of: UserGenerator.bioParts).joined(separator: " ") : nil,
            twitterUsername: random.chance(0.3) ? login.replacingDashes() : nil,
            publicRepos: random.int(0...180),
            publicGists: random.int(0...40),
            followers: followers,
            following: random.int(0...300),
            siteAdmin: siteAdmin,
            type: "User",
            createdAt: dates.created,
            updatedAt: dates.updated
        )
    }

    private mutating func makeOrganization(id: Int, login: String) -> SampleUser {
        let dates = makeDates()
        let title = capitalized(login.split(separator: "-").map(String.init))
        return SampleUser(
            id: id, login: login, name: title, company: nil, blog: "https://\(login).example.org",
            location: random.chance(0.5) ? random.pick(UserGenerator.locations) : nil, email: nil, hireable: nil,
            bio: "Open source projects by the \(title) team.", twitterUsername: nil,
            publicRepos: random.int(5...400), publicGists: 0, followers: random.int(10...5_000), following: 0,
            siteAdmin: false, type: "Organization", createdAt: dates.created, updatedAt: dates.updated
        )
    }

    private func capitalized(_ words: String...) -> String {
        capitalized(words)
    }

    private func capitalized(_ words: [String]) -> String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// ISO 8601 creation and update instants, the update never before the creation nor after 2024-05-20.
    private mutating func makeDates() -> (created: String, updated: String) {
        let created = CalendarDay(year: 2008, month: 1, day: 1).adding(days: random.int(0...5_200))
        let last = CalendarDay(year: 2024, month: 5, day: 20)
        var updated = created.adding(days: random.int(30...5_000))
        if last < updated { updated = last }
        return (instant(created), instant(updated))
    }

    private mutating func instant(_ day: CalendarDay) -> String {
        let time = [random.int(0...23), random.int(0...59), random.int(0...59)]
        return day.iso + "T" + time.map { Rounding.padded($0, width: 2) }.joined(separator: ":") + "Z"
    }
}

extension String {
    fileprivate func replacingDashes() -> String {
        split(separator: "-").joined(separator: "_")
    }
}

extension UsersSampleData: GeneratedPart {
    static func generate() -> [SampleUser] {
        var generator = UserGenerator()
        return generator.makeUsers()
    }
}
