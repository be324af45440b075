import DomainLayer
import Networking

/// The Pokédex from PokeAPI v2 (or the staging API in its shape); failures read with `APIErrorReader.pokeAPI`
/// (an unknown Pokémon is a 404 with a plain-text body).
///
/// Names come from the species and ability resources (PokeAPI's list and Pokémon answers carry only
/// lower-case names), and a row's types from its Pokémon resource (the list has none): a page asks for its rows'
/// species and Pokémon all at once, after the list, so a page of ten costs 21 requests but only about two round
/// trips; details ask for the species and the abilities at once.
/// PokeAPI has no rate limit and the repository caches the named page or details for a day, so the cost is
/// paid once. A name that cannot be had is no failure: that row or ability keeps its lower-case name, which
/// the screen words (`Mr Mime`).
public struct RemotePokemonDataSource: PokemonDataSource {
    private let service: DataTransferService

    public init(service: DataTransferService) {
        self.service = service
    }

    public func page(offset: Int, limit: Int) async throws -> PokemonPage {
        let response: PokemonListDTO
        do {
            response = try await service.request(PokeAPIEndpoints.list(offset: offset, limit: limit))
        } catch {
            throw APIErrorReader.pokeAPI.domainError(for: error)
        }
        let (listed, skipped) = response.toDomain(offset: offset, limit: limit)
        var page = listed
        if skipped > 0 {
            service.logger.warning(
                "Skipped Pokémon entries that could not be read",
                metadata: ["skipped": "\(skipped)", "kept": "\(page.pokemon.count)"])
        }
        // A Pokémon's id is its species' id for the species' default form; other forms (ids from 10001)
        // are asked for by their species' name in their details only, so their rows keep the lower-case name.
        let speciesIDs = page.pokemon.map(\.id).filter { $0 < Self.firstFormID }.map(String.init)
        async let names = names(of: speciesIDs, endpoint: PokeAPIEndpoints.species(idOrName:))
        let ids = page.pokemon.map(\.id)
        async let types = types(of: ids)
        let (allNames, allTypes) = try await (names, types)
        for index in page.pokemon.indices {
            page.pokemon[index].names = allNames["\(page.pokemon[index].id)"] ?? PokemonNames()
            page.pokemon[index].types = allTypes[page.pokemon[index].id] ?? []
        }
        return page
    }

    public func details(idOrName: String) async throws -> PokemonDetails {
        let response: PokemonDetailsDTO
        do {
            response = try await service.request(PokeAPIEndpoints.details(idOrName: idOrName))
        } catch {
            throw APIErrorReader.pokeAPI.domainError(for: error)
        }
        let species = response.species?.name ?? (response.id < Self.firstFormID ? "\(response.id)" : response.name)
        async let speciesNames = names(of: [species], endpoint: PokeAPIEndpoints.species(idOrName:))
        async let abilityNames = names(
            of: response.abilities.map(\.ability.name), endpoint: PokeAPIEndpoints.ability(idOrName:))
        return response.toDomain(
            names: try await speciesNames[species] ?? PokemonNames(), abilityNames: try await abilityNames)
    }

    /// The types of each Pokémon of `ids`, asked for all at once; one that cannot be had is left out (its card
    /// shows no type), never a failure of the page.
    /// - Throws: only `CancellationError`.
    private func types(of ids: [Int]) async throws -> [Int: [String]] {
        let found = await withTaskGroup(of: (Int, [String]?).self) { group in
            for id in Set(ids) {
                group.addTask { [service] in
                    let details = try? await service.request(PokeAPIEndpoints.details(idOrName: "\(id)"))
                    return (id, details.map { $0.types.sorted { $0.slot < $1.slot }.map(\.type.name) })
                }
            }
            var found: [Int: [String]] = [:]
            for await (id, types) in group {
                if let types { found[id] = types }
            }
            return found
        }
        try Task.checkCancellation()
        return found
    }

    /// PokeAPI's ids of Pokémon that are not their species' default form start here.
    static let firstFormID = 10_001

    /// The names of each resource in `keys`, asked for all at once; a resource that cannot be had is left out.
    /// - Throws: only `CancellationError`.
    private func names(
        of keys: [String], endpoint: @escaping @Sendable (String) -> Endpoint<PokeAPINamesDTO>
    ) async throws -> [String: PokemonNames] {
        let found = await withTaskGroup(of: (String, PokemonNames?).self) { group in
            for key in Set(keys) {
                group.addTask { [service] in
                    (key, try? await service.request(endpoint(key)).toDomain())
                }
            }
            var found: [String: PokemonNames] = [:]
            for await (key, names) in group {
                if let names { found[key] = names }
            }
            return found
        }
        try Task.checkCancellation()
        if found.count < Set(keys).count {
            service.logger.warning(
                "Some Pokémon names could not be read; their lower-case names are shown",
                metadata: ["missing": "\(Set(keys).count - found.count)"])
        }
        return found
    }
}
