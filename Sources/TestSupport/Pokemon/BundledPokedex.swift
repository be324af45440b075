import Foundation
import SampleData

/// The bundled Pokédex (`pokemon.json`, 151 Pokémon named in English and Korean) read on its own, so a Pokémon
/// test does not depend on the other scenes' bundled files.
public enum BundledPokedex {
    /// The Pokémon of the repository's `Sources/SampleData/Resources/pokemon.json`.
    public static func pokemon() throws -> [SamplePokemon] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SampleData/Resources/pokemon.json")
        return try JSONDecoder().decode([SamplePokemon].self, from: Data(contentsOf: file))
    }

    /// The test dataset (`Fixtures.dataset()`) with the bundled Pokédex in place of its Pokémon.
    public static func dataset() throws -> SampleDataset {
        var dataset = Fixtures.dataset()
        dataset.pokemon = try pokemon()
        return dataset
    }
}
