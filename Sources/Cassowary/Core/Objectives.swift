/// The objectives, one per non-required priority (a *level*), and the reduced costs of every
/// symbol in each.
///
/// Priorities are strict: the levels are minimised lexicographically, highest first. Level
/// `k`'s objective is the weighted sum of its constraints' errors (the weight undoes the row's
/// scaling, so each error counts in the units of its constraint). A symbol's *reduced cost*
/// in level `k` is how much that objective changes per unit the symbol rises while the basic
/// symbols follow; the basis is optimal when no slack or error has a reduced-cost vector that
/// is lexicographically negative (kiwi keeps the same numbers as its objective row).
struct Objectives {
    /// The levels' priorities, highest first: a level's index is its place here.
    private(set) var priorities: [Double] = []
    /// Constraints per level; a level goes when its count reaches zero.
    private var constraintCounts: [Int] = []
    /// The largest weight in each level: its costs are compared with zero relative to it.
    private var largestWeights: [Double] = []
    /// The cost of each error symbol: its level's priority and its weight.
    private var costs: [(priority: Double, weight: Double)?] = []
    /// Reduced costs by level, then by symbol: `reduced[level][symbol]`.
    private var reduced: [JournaledArray<Double>] = []
    /// Symbols whose reduced costs changed since they were last looked at: every symbol that
    /// may enter is here (each once, flagged in `isCandidate`).
    private var candidates: [Int] = []
    private var isCandidate: [Bool] = []

    var levelCount: Int { priorities.count }

    init() {}

    // MARK: Reading

    func reducedCost(_ symbol: Symbol, level: Int) -> Double {
        symbol.index < reduced[level].count ? reduced[level][symbol.index] : 0
    }

    func cost(of symbol: Symbol) -> (priority: Double, weight: Double)? {
        symbol.index < costs.count ? costs[symbol.index] : nil
    }

    /// The sign of the first reduced cost of `symbol` that is not zero within tolerance,
    /// highest priority first: -1 when raising it lowers some objective without raising a
    /// higher one, 1 when it raises one, 0 when it changes none.
    func lexicographicSign(of symbol: Symbol) -> Int {
        for level in 0..<levelCount {
            let cost = reducedCost(symbol, level: level)
            let tolerance = Tolerance.optimality * largestWeights[level]
            if cost < -tolerance { return -1 }
            if cost > tolerance { return 1 }
        }
        return 0
    }

    /// Whether the kept reduced costs of `symbol` leave room for an improvement in direction
    /// `sign` (-1: raising it, 1: lowering it): some level's cost has that sign beyond
    /// tolerance, and no higher level's is clearly of the other. Looser than
    /// ``lexicographicSign(of:)``: the kept costs carry the drift of incremental updates, so a
    /// candidate is then confirmed from its column (``SolverCore/confirmedDirection(of:)``).
    func mayImprove(_ symbol: Symbol, sign: Int) -> Bool {
        for level in 0..<levelCount {
            let cost = Double(sign) * reducedCost(symbol, level: level)
            if cost > Tolerance.optimality * largestWeights[level] { return true }
            if cost < -Tolerance.drift * largestWeights[level] { return false }
        }
        return false
    }

    /// Compares the reduced costs of `a` and `b` divided by `aScale` and `bScale`, level by
    /// level (the dual simplex's ratio test): -1, 0 or 1.
    func compareRatios(_ a: Symbol, _ aScale: Double, _ b: Symbol, _ bScale: Double) -> Int {
        for level in 0..<levelCount {
            let ratioA = reducedCost(a, level: level) / aScale, ratioB = reducedCost(b, level: level) / bScale
            let tolerance = Tolerance.optimality * largestWeights[level]
            if ratioA < ratioB - tolerance { return -1 }
            if ratioA > ratioB + tolerance { return 1 }
        }
        return 0
    }

    func level(of priority: Double) -> Int? {
        let position = insertionPoint(of: priority)
        return position < levelCount && priorities[position] == priority ? position : nil
    }

    /// Where `priority` is or would go in ``priorities`` (descending).
    private func insertionPoint(of priority: Double) -> Int {
        var low = 0, high = levelCount
        while low < high {
            let middle = (low + high) / 2
            if priorities[middle] > priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Levels and costs

    mutating func reserveSymbols(_ count: Int) {
        if costs.count < count { costs.grow(to: count, with: nil) }
        for level in reduced.indices { reduced[level].grow(to: count, with: 0) }
    }

    /// The level of `priority`, made (every reduced cost zero) when new. Not while recording.
    mutating func ensureLevel(_ priority: Double) -> Int {
        if let level = level(of: priority) { return level }
        let position = insertionPoint(of: priority)
        reduced.insert(JournaledArray(repeating: 0, count: costs.count), at: position)
        priorities.insert(priority, at: position)
        constraintCounts.insert(0, at: position)
        largestWeights.insert(1, at: position)
        return position
    }

    /// Counts a constraint in or out of its level; a level left with none is removed.
    mutating func count(_ priority: Double, by change: Int) {
        guard let level = level(of: priority) else { return }
        constraintCounts[level] += change
        if constraintCounts[level] > 0 { return }
        reduced.remove(at: level)
        priorities.remove(at: level)
        constraintCounts.remove(at: level)
        largestWeights.remove(at: level)
    }

    /// Gives an error symbol its cost (`weight` per unit, in the level of `priority`, which
    /// must exist), or takes it away (nil).
    mutating func setCost(_ symbol: Symbol, _ cost: (priority: Double, weight: Double)?) {
        reserveSymbols(symbol.index + 1)
        costs[symbol.index] = cost
        if let cost, let level = level(of: cost.priority) {
            largestWeights[level] = max(largestWeights[level], cost.weight)
        }
    }

    // MARK: Changing reduced costs

    func largestWeight(_ level: Int) -> Double { largestWeights[level] }

    /// Overwrites one reduced cost (with one computed afresh).
    mutating func set(_ value: Double, for symbol: Symbol, level: Int) {
        reserveSymbols(symbol.index + 1)
        reduced[level][symbol.index] = value
    }

    /// Adds `delta` to one reduced cost; the symbol becomes a candidate.
    mutating func add(_ delta: Double, to symbol: Symbol, level: Int) {
        if delta == 0 { return }
        reserveSymbols(symbol.index + 1)
        reduced[level][symbol.index] += delta
        pushCandidate(symbol)
    }

    /// Sets every reduced cost of `symbol` to zero (it became basic, or it is going away).
    mutating func clear(_ symbol: Symbol) {
        for level in 0..<levelCount where reducedCost(symbol, level: level) != 0 {
            reduced[level][symbol.index] = 0
        }
    }

    /// Replaces every reduced cost with `fresh[level][symbol]` (computed afresh); not while
    /// recording.
    mutating func replaceAll(_ fresh: [[Double]]) {
        for level in reduced.indices { reduced[level].replaceAll(with: fresh[level]) }
        for symbol in 0..<(fresh.first?.count ?? 0) { pushCandidate(Symbol(symbol)) }
    }

    /// The lowest-id candidate that may move (`movable`) and whose kept costs say moving it
    /// may improve the objectives (``mayImprove(_:sign:)``), taken off the list with every
    /// candidate rejected (they stay off until their costs change again); nil when none is.
    /// Bland's rule takes the lowest id, and the walk costs what was marked.
    mutating func takeCandidate(where movable: (Symbol) -> Movement?) -> Symbol? {
        var best: Int?
        var kept = 0
        for index in candidates.indices {
            let symbol = candidates[index]
            let movement = movable(Symbol(symbol))
            if let movement,
                mayImprove(Symbol(symbol), sign: -1) || (movement == .eitherWay && mayImprove(Symbol(symbol), sign: 1))
            {
                candidates[kept] = symbol
                kept += 1
                if best == nil || symbol < best! { best = symbol }
            } else {
                isCandidate[symbol] = false
            }
        }
        candidates.removeSubrange(kept...)
        guard let best else { return nil }
        candidates.removeAll { $0 == best }
        isCandidate[best] = false
        return Symbol(best)
    }

    /// How a non-basic symbol may move: a slack or error only up, a free variable either way.
    enum Movement { case raise, eitherWay }

    mutating func pushCandidate(_ symbol: Symbol) {
        if isCandidate.count <= symbol.index {
            isCandidate.grow(to: symbol.index + 1, with: false)
        }
        if isCandidate[symbol.index] { return }
        isCandidate[symbol.index] = true
        candidates.append(symbol.index)
    }

    private mutating func removeAllCandidates() {
        for symbol in candidates { isCandidate[symbol] = false }
        candidates.removeAll(keepingCapacity: true)
    }

    // MARK: Journal

    mutating func open() { for level in reduced.indices { reduced[level].open() } }
    mutating func commit() { for level in reduced.indices { reduced[level].commit() } }

    /// Restores the reduced costs; the candidates are dropped (the state before was optimal,
    /// so none of them could enter).
    mutating func rollBack() {
        for level in reduced.indices { reduced[level].rollBack() }
        removeAllCandidates()
    }
}
