// The classic example of the Cassowary paper, through the solver alone.
import Cassowary

let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
let solver = Solver()
try solver.addConstraint(2 * middle == left + right)
try solver.addConstraint(left + 20 <= right)
try solver.addConstraint(left >= -10)
try solver.addConstraint(right <= 100)
try solver.addEditVariable(middle, strength: .strong)
try solver.suggestValue(90, for: middle)
solver.updateVariables()
let values = [left, middle, right].map { solver.value(of: $0) }
print("left \(values[0]), middle \(values[1]), right \(values[2])")
struct UnexpectedValues: Error {}
guard values == [80, 90, 100] else { throw UnexpectedValues() }  // exits with a failure
