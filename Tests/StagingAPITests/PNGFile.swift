/// A PNG read back the way a strict decoder reads it, written independently of the encoder: the signature,
/// every chunk's CRC-32, IHDR first and IEND last, a palette that fits the bit depth, and a zlib stream of
/// stored deflate blocks whose Adler-32 matches and which inflates to exactly the scanlines IHDR promises.
/// Only stored blocks are inflated, which is all the staging API writes.
struct PNGFile {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Size: Hashable {
        var width: Int
        var height: Int
    }

    var width = 0
    var height = 0
    var bitDepth = 0
    var colourType = 0
    var size: Size { Size(width: width, height: height) }
    /// The chunk types in file order.
    var chunkTypes: [String] = []
    /// RGB triples.
    var palette: [[UInt8]] = []
    /// The palette indices the pixels use.
    var usedIndices: Set<UInt8> = []

    init(_ bytes: [UInt8]) throws(Invalid) {
        guard bytes.starts(with: Self.signature) else { throw Invalid(description: "no PNG signature") }
        var offset = Self.signature.count
        var compressed: [UInt8] = []
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Invalid(description: "chunk header cut at \(offset)") }
            let length = Int(Self.uint32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { throw Invalid(description: "chunk longer than file") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = Self.uint32(bytes, at: offset + 8 + length)
            guard stored == Self.crc32(Array(type.utf8) + data) else {
                throw Invalid(description: "bad CRC of \(type)")
            }
            chunkTypes.append(type)
            switch type {
            case "IHDR": try readHeader(data)
            case "PLTE":
                palette = stride(from: 0, to: data.count, by: 3).map { Array(data[$0..<min($0 + 3, data.count)]) }
            case "IDAT": compressed += data
            default: break
            }
            offset += length + 12
        }
        guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else {
            throw Invalid(description: "chunks \(chunkTypes)")
        }
        guard colourType == 3, !palette.isEmpty, palette.count <= 1 << bitDepth, palette.allSatisfy({ $0.count == 3 })
        else { throw Invalid(description: "palette of \(palette.count) for depth \(bitDepth)") }
        try readPixels(try Self.inflateStored(compressed))
    }

    private mutating func readHeader(_ data: [UInt8]) throws(Invalid) {
        guard data.count == 13 else { throw Invalid(description: "IHDR of \(data.count) bytes") }
        width = Int(Self.uint32(data, at: 0))
        height = Int(Self.uint32(data, at: 4))
        bitDepth = Int(data[8])
        colourType = Int(data[9])
        guard width > 0, height > 0, [1, 2, 4, 8].contains(bitDepth), data[10...12].allSatisfy({ $0 == 0 }) else {
            throw Invalid(description: "IHDR \(data)")
        }
    }

    private mutating func readPixels(_ scanlines: [UInt8]) throws(Invalid) {
        let stride = (width * bitDepth + 7) / 8
        guard scanlines.count == height * (stride + 1) else {
            throw Invalid(description: "\(scanlines.count) bytes of scanlines for \(width)×\(height)")
        }
        let mask = UInt8((1 << bitDepth) - 1)
        var seen = [Bool](repeating: false, count: 1 << bitDepth)
        for row in 0..<height {
            let start = row * (stride + 1)
            guard scanlines[start] == 0 else { throw Invalid(description: "row \(row) filter \(scanlines[start])") }
            for x in 0..<width {
                let bit = x * bitDepth
                let byte = scanlines[start + 1 + bit / 8]
                seen[Int(byte >> (8 - bitDepth - bit % 8) & mask)] = true
            }
        }
        usedIndices = Set(seen.indices.filter { seen[$0] }.map(UInt8.init))
        guard usedIndices.allSatisfy({ Int($0) < palette.count }) else {
            throw Invalid(description: "indices \(usedIndices) past a palette of \(palette.count)")
        }
    }

    /// The data of a zlib stream (RFC 1950) made of stored deflate blocks, its Adler-32 checked.
    static func inflateStored(_ stream: [UInt8]) throws(Invalid) -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Invalid(description: "not a zlib stream")
        }
        var offset = 2
        var data: [UInt8] = []
        var last = false
        while !last {
            guard offset + 5 <= stream.count else { throw Invalid(description: "deflate block header cut") }
            last = stream[offset] & 1 == 1
            guard stream[offset] >> 1 & 0b11 == 0 else { throw Invalid(description: "not a stored block") }
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length ^ 0xFFFF == complement, offset + 5 + length <= stream.count else {
                throw Invalid(description: "bad stored block at \(offset)")
            }
            data += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
        }
        guard offset + 4 == stream.count, uint32(stream, at: offset) == adler32(data) else {
            throw Invalid(description: "bad Adler-32 or trailing bytes")
        }
        return data
    }

    /// Bit by bit, so as not to share the encoder's table.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (low, high): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            low = (low + UInt32(byte)) % 65_521
            high = (high + low) % 65_521
        }
        return high << 16 | low
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
