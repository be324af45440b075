/// A dependency-free PNG encoder for small palette images: colour type 3 (indexed), bit depth 2 (up to four
/// colours), no interlacing, every row with filter 0, and the zlib stream made of stored (uncompressed)
/// deflate blocks. Big, but valid for every decoder and simple enough to read in one sitting.
struct IndexedPNG: Sendable {
    /// An RGB palette entry.
    struct Colour: Hashable, Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let bitDepth = 2
    /// The longest stored deflate block.
    static let maximumBlock = 65_535

    /// The sides an image may have; others are clamped into this range.
    static let sides = 1...4096

    let width: Int
    let height: Int
    /// At most four colours (more are ignored); pixel values index into it.
    let palette: [Colour]

    init(width: Int, height: Int, palette: [Colour]) {
        self.width = min(max(width, Self.sides.lowerBound), Self.sides.upperBound)
        self.height = min(max(height, Self.sides.lowerBound), Self.sides.upperBound)
        self.palette = palette
    }

    /// The PNG file whose pixel at column `x`, row `y` is palette entry `pixel(x, y)` (0…3).
    func encode(_ pixel: (_ x: Int, _ y: Int) -> UInt8) -> [UInt8] {
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        header += [UInt8(Self.bitDepth), 3, 0, 0, 0]
        let colours = palette.prefix(1 << Self.bitDepth).flatMap { [$0.red, $0.green, $0.blue] }
        var file = Self.signature
        file += Self.chunk("IHDR", header)
        file += Self.chunk("PLTE", colours)
        file += Self.chunk("IDAT", Self.zlibStored(scanlines(pixel)))
        file += Self.chunk("IEND", [])
        return file
    }

    /// The filtered image data: per row a filter byte (0) and the pixels packed four to a byte, first pixel in
    /// the high bits.
    private func scanlines(_ pixel: (Int, Int) -> UInt8) -> [UInt8] {
        let perByte = 8 / Self.bitDepth
        let stride = (width + perByte - 1) / perByte
        var data = [UInt8](repeating: 0, count: height * (stride + 1))
        for y in 0..<height {
            let row = y * (stride + 1) + 1
            for x in 0..<width {
                let shift = (perByte - 1 - x % perByte) * Self.bitDepth
                data[row + x / perByte] |= (pixel(x, y) & 0b11) << shift
            }
        }
        return data
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951, BTYPE 00) holding `data`.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(data.count + (data.count / maximumBlock + 1) * 5 + 6)
        var start = 0
        repeat {
            let length = min(maximumBlock, data.count - start)
            let isLast = start + length == data.count
            stream.append(isLast ? 1 : 0)
            stream += littleEndian(UInt16(length)) + littleEndian(~UInt16(length))
            stream += data[start..<(start + length)]
            start += length
        } while start < data.count
        stream += bigEndian(Adler32.checksum(data))
        return stream
    }

    /// One chunk: length, type, data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(CRC32.checksum(typeBytes, data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
