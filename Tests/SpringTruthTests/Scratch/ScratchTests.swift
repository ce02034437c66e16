import Foundation
import SpringModel
@testable import SpringTruth
import Testing

@Test func scratchSettleCost() throws {
  let text = try String(contentsOfFile: "/tmp/sc.csv", encoding: .utf8)
  var lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  lines.removeFirst()
  var byFamily: [String: (n: Int, evals: Int, tInit: Double, tSettle: Double, tPeaks: Double)] = [:]
  for f in lines {
    let spring = try Spring(mass: Double(f[2])!, stiffness: Double(f[3])!, damping: Double(f[4])!)
    let state = SpringState(position: Double(f[5])!, velocity: Double(f[6])!)
    let eps = Double(f[7])!
    let veps = f[8].isEmpty ? nil : Double(f[8])
    let c0 = Date()
    let truth = MPFRTruth(spring: spring, initialState: state)
    let c1 = Date()
    var evals = 0
    if truth.regime != .undamped {
      var search = MPFRSettlingSearch(motion: truth.motion, epsilon: eps)
      _ = search.lastExcursion()
      evals += search.evaluations
      if let veps {
        let m = MPFRMotion(constants: truth.motion.constants, initialState: state, component: .velocity)
        var s2 = MPFRSettlingSearch(motion: m, epsilon: veps)
        _ = s2.lastExcursion()
        evals += s2.evaluations
      }
    }
    let c2 = Date()
    _ = ConformanceTruth(spring: spring, initialState: state).peaks()
    let c3 = Date()
    var e = byFamily[f[1], default: (0, 0, 0, 0, 0)]
    e.n += 1; e.evals += evals; e.tInit += c1.timeIntervalSince(c0); e.tSettle += c2.timeIntervalSince(c1); e.tPeaks += c3.timeIntervalSince(c2)
    byFamily[f[1]] = e
  }
  for (k, e) in byFamily.sorted(by: { $0.key < $1.key }) {
    print(k, "evals/row", Double(e.evals) / Double(e.n), "init µs", e.tInit / Double(e.n) * 1e6, "settle µs", e.tSettle / Double(e.n) * 1e6, "peaks µs", e.tPeaks / Double(e.n) * 1e6)
  }
}
@Test func scratchTrace() throws {
  let spring = try Spring(mass: 1.0, stiffness: 168.518980662918, damping: 19.576750954982092)
  let state = SpringState(position: -1, velocity: 9.09114766070472)
  let truth = MPFRTruth(spring: spring, initialState: state)
  var search = MPFRSettlingSearch(motion: truth.motion, epsilon: 1.5009911232450606e-05)
  _ = search.lastExcursion()
  print("evals", search.evaluations)
}
