/// How far from exact a double-precision simplex's answer may be — the promise the solver is
/// held to — and why.
///
/// ## The rule
///
/// Constraint `i`, `aᵢ·x + cᵢ OP 0`, holds at the solver's values `x̂` when it is violated by
/// at most
///
///     tᵢ = η · (|cᵢ| + ‖aᵢ‖₁ · S),    η = 1e-9,
///     S  = max(‖x̂‖∞, maxₖ |cₖ| / ‖aₖ‖∞)   over the constraints present,
///
/// where `‖aᵢ‖₁ = Σⱼ |aᵢⱼ|` and `‖aₖ‖∞ = maxⱼ |aₖⱼ|`. `S` is the size of the solution in the
/// variables' units: its largest value, or the largest constant measured in units of its
/// row's coefficients (what a row alone would make a variable).
///
/// ## Why this, and not less
///
/// A simplex's values are a basic solution: `x̂` solves `B·x = b`, the rows the basis holds
/// tight, in doubles. Gaussian elimination with partial or threshold pivoting is *normwise*
/// backward stable: the computed `x̂` solves `(B + δB)·x̂ = b + δb` exactly with
/// `‖δB‖∞ <= γρ‖B‖∞` and `‖δb‖∞ <= γρ‖b‖∞`, where `γ ≈ 3n·u` (`u = 2⁻⁵³`, `n` the size of the
/// basis) and `ρ` is the growth factor of the elimination (Higham, *Accuracy and Stability of
/// Numerical Algorithms*, 2nd ed., Theorem 9.4; the residual form is the normwise backward
/// error of Rigal and Gaches, §7.1 there). Applied to the rows scaled to a largest
/// coefficient of 1 (a careful solver equilibrates its rows; this one does), the residual of
/// row `i` in its own units is
///
///     |rᵢ| <= γρ · ‖aᵢ‖∞ · (maxₖ ‖aₖ‖₁/‖aₖ‖∞ · ‖x̂‖∞ + maxₖ |cₖ|/‖aₖ‖∞)
///          <= γρ · (p + 1) · ‖aᵢ‖₁ · S  <=  (γρ(p + 1) / η) · tᵢ
///
/// with `p` the most terms a scaled row has (at most 5 variables plus a slack and an error
/// here; the slack and error values are themselves rows' left sides, bounded the same way),
/// so `tᵢ` covers it whenever `γρ(p + 1) <= η`. With a basis of at most a few hundred rows,
/// `γ <= 1e-13`: η = 1e-9 leaves room for a growth factor of about 10³ (in practice partial
/// pivoting grows by less than 10) and for the drift of the updates a solver makes between
/// refactorizations. Nothing in the bound depends on the range of the coefficients: it holds
/// for unit, small, dyadic, decimal and full coefficients alike, because it measures every
/// row against the size of the whole solution.
///
/// ## What is not promised
///
/// - A residual small next to the row's *own* terms, `|rᵢ| <= η·(|cᵢ| + Σⱼ |aᵢⱼ·x̂ⱼ|)` (the
///   componentwise backward error of Oettli and Prager, which the rule used to ask for, with
///   an absolute floor of `η`). Elimination does not give it: a row of small terms solved
///   together with rows of large ones carries rounding the size of the large ones. With
///   coefficients within a factor of 8 of each other (unit, small) the two measures are close;
///   with coefficients from 1e-3 to 1e4 a row can hold terms 10⁷ times smaller than the
///   values around it, and a correct double solver can miss it by 10⁷ of its own size times
///   `u`. ``componentwiseError(_:_:)`` reports the measure, for information only.
/// - No absolute floor: multiplying every constant and variable by λ multiplies every `tᵢ` by
///   λ, as it does the rounding.
/// - The tolerance follows the solver's own values: garbage of size 10¹⁵ makes every `tᵢ`
///   large, but then the priorities' optimality (``LocalOptimality``) fails, and garbage in
///   a direction no constraint sees is no error at all.
///
/// The same `η` measures optimality (the dual side; see ``LocalOptimality``) and how robustly
/// a required set is feasible or infeasible (see ``FeasibilityMargin``).
public struct ToleranceRule: Sendable {
    /// η: the relative backward error allowed.
    public var relative: Double

    public init(relative: Double = 1e-9) { self.relative = relative }

    /// `S`: the size of the solution `values` of `problem` in the variables' units.
    public func scale(_ problem: OracleProblem, _ values: [Double]) -> Double {
        var size = values.reduce(0.0) { Swift.max($0, abs($1)) }
        for constraint in problem.constraints {
            let largest = constraint.terms.reduce(0.0) { Swift.max($0, abs($1.coefficient)) }
            if largest > 0 { size = Swift.max(size, abs(constraint.constant) / largest) }
        }
        return size
    }

    /// `tᵢ = η·(|cᵢ| + ‖aᵢ‖₁·S)` for the scale `S` of ``scale(_:_:)``.
    public func tolerance(_ constraint: OracleProblem.Constraint, scale: Double) -> Double {
        relative * (abs(constraint.constant) + constraint.terms.reduce(0.0) { $0 + abs($1.coefficient) } * scale)
    }

    /// The componentwise relative error of a constraint at `values`: its violation over the
    /// size of its own terms, `|cᵢ| + Σⱼ |aᵢⱼ·x̂ⱼ|` (information only; see above).
    public func componentwiseError(_ constraint: OracleProblem.Constraint, _ values: [Double]) -> Double {
        let size = constraint.magnitude(values)
        let miss = constraint.error(values)
        return miss == 0 ? 0 : (size > 0 ? miss / size : .infinity)
    }
}
