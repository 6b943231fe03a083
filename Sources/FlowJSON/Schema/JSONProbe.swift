/// A decoder's reading, recorded instead of performed: handed to a type's
/// `init(json:)` in place of a value, it notes each call the decoder makes
/// (an object's allowed members, a member's type and default, a bound, an
/// enum's case names) and answers with a value that lets it read on. That
/// record is the type's `JSONShape`, drawn from the one coding that specs,
/// `flow` and the web module read with, so a schema cannot drift from it.
///
/// A probe lives within one synchronous `JSONSchema` call and never crosses
/// a thread; `@unchecked Sendable` only lets `JSONInput` stay `Sendable`.
///
/// Drawing a schema is a tool's work, not an app's, so the probe does it
/// without knowing the type drawn: a decoder's probe branch hands it the
/// type's `readAndDrop` (its decoder as a plain function) and reads on from
/// the sample the probe answers, through the code that reads a real value.
/// The drawing itself is one copy for every type.
@usableFromInline final class JSONProbe: @unchecked Sendable {
    /// The probe a reader (`JSONInput`, `JSONMembers`, `JSONCase`) carries
    /// while a type is drawn. Embedded Swift (the web module) draws no
    /// schemas: there the slot holds nothing, so the readers carry no extra
    /// word and every branch on the probe folds away, and with them the
    /// drawing code for each type read.
    @usableFromInline struct Slot: Sendable {
        #if hasFeature(Embedded)
        @usableFromInline init(_ probe: JSONProbe?) {}
        @inlinable var probe: JSONProbe? { nil }
        #else
        @usableFromInline let probe: JSONProbe?
        @usableFromInline init(_ probe: JSONProbe?) { self.probe = probe }
        #endif
    }

    /// What went wrong in one drawing, which all its probes share.
    final class Drawing {
        var failures: [String] = []
    }

    let drawing: Drawing
    let depth: Int
    /// The case a second pass over an enum's decoder reads, once the first
    /// pass has learnt the names.
    let forcedCase: String?

    /// What the value was read as, for a leaf or a whole shape.
    var shape: JSONShape?
    /// The object's allowed keys, when it was read as an object.
    var allowedKeys: [String]?
    /// The members read so far, in the order the decoder read them.
    var members: [JSONShape.Member] = []
    /// Whether the value was read as an enum case.
    var isCase = false
    /// The case names the decoder's refusal listed.
    var caseNames: [String]?
    /// The cases' former spellings, by the name each now reads as.
    var caseRenames: [String: String] = [:]
    /// The forced case's payload object, when the decoder read one.
    var payloadProbe: JSONProbe?
    /// The forced case's one unlabelled value, when the decoder read one.
    var payloadShape: JSONShape?
    /// Shapes the value may take besides the one read (`allowsAlso(_:)`).
    var alternatives: [JSONShape] = []

    /// What the forced case carries.
    var payload: JSONShape.Payload {
        if let payloadShape { return .value(payloadShape) }
        if let payloadProbe, let allowed = payloadProbe.allowedKeys { return .members(Self.members(payloadProbe.members, allowed: allowed)) }
        return .none
    }

    init(_ drawing: Drawing, depth: Int, forcedCase: String? = nil) {
        self.drawing = drawing
        self.depth = depth
        self.forcedCase = forcedCase
    }

    /// A type's decoder run for its reads alone (`JSONDecodable.readAndDrop`).
    @usableFromInline typealias Reading = (JSONInput) throws(JSONDecodingError) -> Void

    /// The shape `read` reads, drawn one level below this probe.
    @usableFromInline func shape(of read: Reading) -> JSONShape {
        Self.shape(of: read, drawing: drawing, depth: depth + 1)
    }

    /// The shape `read` reads: one pass for a value, and for an enum one
    /// more pass for each case its refusal lists.
    static func shape(of read: Reading, drawing: Drawing, depth: Int) -> JSONShape {
        // FlowCore's types nest a few levels; a type that holds itself
        // would otherwise be followed for ever.
        guard depth < 32 else {
            drawing.failures.append("a type nests more than 32 levels deep")
            return .any
        }
        let probe = JSONProbe(drawing, depth: depth)
        var refusal: JSONDecodingError?
        do throws(JSONDecodingError) { try read(JSONInput(probe: probe)) } catch { refusal = error }
        guard probe.isCase else {
            if let refusal { probe.noteIncomplete(refusal, in: nil) }
            return probe.finishedShape
        }
        // An enum: the first pass offered a name no case has, and the
        // decoder's refusal listed the names; each is now read in turn.
        guard let names = probe.caseNames else {
            drawing.failures.append("an enum's decoder refused an unknown case without listing its cases (JSONCase.unknown(among:))")
            return .any
        }
        var cases: [JSONShape.Case] = []
        for name in names {
            let casePass = JSONProbe(drawing, depth: depth, forcedCase: name)
            do throws(JSONDecodingError) { try read(JSONInput(probe: casePass)) } catch {
                (casePass.payloadProbe ?? casePass).noteIncomplete(error, in: name)
            }
            cases.append(JSONShape.Case(name: name, payload: casePass.payload))
        }
        // A former spelling reads as the case it names now, payload and all.
        for (former, name) in probe.caseRenames.sorted(by: { $0.key < $1.key }) {
            guard let current = cases.first(where: { $0.name == name }) else {
                drawing.failures.append("the former case name \(JSONValue.quoted(former)) reads as \(JSONValue.quoted(name)), which is not a case")
                continue
            }
            cases.append(JSONShape.Case(name: former, payload: current.payload, currentName: name))
        }
        return .cases(cases)
    }

    /// Notes the decoder's refusal as a failure when it came before every
    /// read: a rule checked in code after the reads (a count, a file's
    /// header) leaves the shape whole, but one checked halfway hides what
    /// follows (the fix is to read every member first, then check).
    func noteIncomplete(_ refusal: JSONDecodingError, in caseName: String?) {
        let place = caseName.map { "case \(JSONValue.quoted($0)): " } ?? ""
        guard let allowedKeys else {
            if shape == nil, payloadShape == nil { drawing.failures.append(place + refusal.description) }
            return
        }
        let unread = allowedKeys.filter { key in !members.contains { $0.key == key } }
        guard !unread.isEmpty else { return }
        drawing.failures.append(place + "refused before reading \(unread.joined(separator: ", ")): \(refusal.description)")
    }

    /// The shape recorded: a leaf, or the object of the members read (a
    /// key allowed but never read may hold anything).
    var finishedShape: JSONShape {
        let read: JSONShape = allowedKeys.map { .object(Self.members(members, allowed: $0)) } ?? shape ?? .any
        return alternatives.isEmpty ? read : .anyOf(alternatives + [read])
    }

    /// Notes a shape the value may take besides what the decoder goes on
    /// to read: a decoder that looks at the value itself first (a preset's
    /// name, or an object) says so.
    func allowsAlso(_ shape: JSONShape) {
        alternatives.append(shape)
    }

    static func members(_ read: [JSONShape.Member], allowed: [String]) -> [JSONShape.Member] {
        allowed.map { key in
            read.first { $0.key == key } ?? JSONShape.Member(key: key, shape: .any, isRequired: false, defaultValue: nil)
        }
    }

    /// Records a leaf read.
    @usableFromInline func read(_ leaf: JSONShape) {
        shape = leaf
    }

    /// Records member `key`, which may be left out.
    func optionalMember(_ key: String, shape: JSONShape, defaultValue: JSONValue? = nil) {
        members.append(JSONShape.Member(key: key, shape: shape, isRequired: false, defaultValue: defaultValue))
    }

    /// Records member `key` as `read` reads it (or with `given`), which
    /// must be there, and answers the input of a sample of it.
    @usableFromInline func requiredMember(_ key: String, _ read: Reading, shape given: JSONShape? = nil) -> JSONInput {
        requiredMember(key, shape: given ?? shape(of: read))
    }

    /// Records member `key` of `shape`, which must be there, and answers
    /// the input of a sample of it.
    @usableFromInline func requiredMember(_ key: String, shape: JSONShape) -> JSONInput {
        members.append(JSONShape.Member(key: key, shape: shape, isRequired: true, defaultValue: nil))
        return JSONInput(shape.sample)
    }

    /// The probe of the forced case's payload object, with its allowed keys.
    func payloadObject(_ allowed: [String]) -> JSONProbe {
        let object = JSONProbe(drawing, depth: depth)
        object.allowedKeys = allowed
        payloadProbe = object
        return object
    }

    /// Records the forced case's one unlabelled value as `read` reads it,
    /// and answers the input of a sample of it.
    @usableFromInline func payloadValue(_ read: Reading) -> JSONInput {
        let shape = shape(of: read)
        payloadShape = shape
        return JSONInput(shape.sample)
    }

    /// Notes that the decoder refused the sample this probe answered for
    /// `key` (a member, or the forced case's value): the type's shape says
    /// it may hold a value its decoder does not take.
    @usableFromInline func noteRefusedSample(at key: String, _ error: JSONDecodingError) {
        let sample = (payloadShape ?? members.last { $0.key == key }?.shape)?.sample ?? .null
        drawing.failures.append("\(key): the sample \(JSONWriter.compact(sample)) was refused: \(error.description)")
    }

    /// Records an optional value: `null` or what `read` reads.
    @usableFromInline func readOptional(_ read: Reading) {
        self.read(.nullable(shape(of: read)))
    }

    /// Records an array of what `read` reads.
    @usableFromInline func readArray(of read: Reading) {
        self.read(.array(shape(of: read)))
    }

    /// Records an object whose every member is what `read` reads.
    @usableFromInline func readDictionary(of read: Reading) {
        self.read(.dictionary(shape(of: read)))
    }

    /// Records member `key` of `T`, which may be left out.
    @inlinable func optionalMember<T: JSONDecodable>(_ key: String, _ type: T.Type) {
        optionalMember(key, T.readAndDrop)
    }

    /// Records member `key` as `read` reads it, which may be left out.
    @usableFromInline func optionalMember(_ key: String, _ read: Reading) {
        optionalMember(key, shape: shape(of: read))
    }

    /// Records member `key`, which may be left out for `fallback`, and answers the fallback.
    @inlinable func defaultedMember<T: JSONCodable>(_ key: String, _ fallback: T, bounds: [String: ClosedRange<Double>] = [:]) -> T {
        defaultedMember(key, T.readAndDrop, defaultValue: fallback.jsonValue, bounds: bounds)
        return fallback
    }

    /// Records member `key` as `read` reads it, with its numbers' bounds by
    /// key, which may be left out for `defaultValue`.
    @usableFromInline func defaultedMember(_ key: String, _ read: Reading, defaultValue: JSONValue, bounds: [String: ClosedRange<Double>]) {
        optionalMember(key, shape: shape(of: read).boundingMembers(bounds), defaultValue: defaultValue)
    }

    /// Records member `key` as `read` reads it, with its numbers' bounds by
    /// key, which must be there, and answers the input of a sample of it.
    @usableFromInline func requiredMember(_ key: String, _ read: Reading, bounds: [String: ClosedRange<Double>]) -> JSONInput {
        requiredMember(key, read, shape: shape(of: read).boundingMembers(bounds))
    }
}

extension JSONDecodable {
    /// Reads a value and drops it: the type's decoder as a plain function,
    /// which a `JSONProbe` runs to draw the type.
    @inlinable static func readAndDrop(_ json: JSONInput) throws(JSONDecodingError) {
        _ = try Self(json: json)
    }
}
