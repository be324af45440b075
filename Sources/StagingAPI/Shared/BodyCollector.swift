import Hummingbird

/// Reads a response body into one buffer, so a fault can cut it.
actor BodyCollector {
    private var buffer = ByteBuffer()

    static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let collector = BodyCollector()
        try await body.write(CollectingWriter(collector: collector))
        return await collector.buffer
    }

    fileprivate func append(_ part: ByteBuffer) {
        var part = part
        buffer.writeBuffer(&part)
    }
}

private struct CollectingWriter: ResponseBodyWriter {
    let collector: BodyCollector

    func write(_ buffer: ByteBuffer) async throws {
        await collector.append(buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
