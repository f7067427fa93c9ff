#include "rulesets/tsr/format.hpp"
#include "rulesets/tsr/record.hpp"
#include "rulesets/tsr/tables.hpp"
#include "spec/side_reader.hpp"
#include "spec/square_list.hpp"

namespace muster::tsr {

namespace {
using spec::square_list;

Record terrain_record(const Terrain& terrain) {
  Record hills = Record::list();
  for (const auto& hill : terrain.hills)
    hills.push(Record::map().add("squares", square_list(hill.squares)).add("peak", square_list(hill.peak)));
  Record forest = Record::list();
  for (const auto& f : terrain.forest)
    forest.push(Record::map(true).add("square", Record::value(square_name(f.square))).add("trees", Record::value(f.trees)));
  return Record::map()
      .add("objective", Record::map(true).add("square", Record::value(square_name(terrain.objective))).add("name", Record::value("liquor store")))
      .add("hills", hills)
      .add("forest", forest);
}

Record side_record(const SideSetup& side) {
  Record markers = Record::list();
  for (const auto& m : side.markers) {
    Record r = Record::map(true);
    r.add("code", Record::value(m.code.str())).add("kind", Record::value(marker_kind_key(m.kind)));
    r.add("drawn", m.drawn ? Record::value(*m.drawn) : Record::value("none"));
    if (m.square) r.add("square", Record::value(square_name(*m.square)));
    markers.push(r);
  }
  Record divisions = Record::list();
  for (const auto& d : side.divisions) {
    divisions.push(Record::map(true)
                       .add("marker", Record::value(d.marker.str()))
                       .add("brigades", d.brigades ? Record::value(*d.brigades) : Record::value("on-contact"))
                       .add("artillery", Record::value(d.artillery)));
  }
  Record record = Record::map();
  spec::add_side_identity(record, side);
  return record.add("markers", markers)
      .add("divisions", divisions);
}

Record rolls_record(const std::vector<RollRecord>& rolls) {
  Record list = Record::list();
  for (const auto& r : rolls)
    list.push(Record::map(true)
                  .add("what", Record::value(r.what))
                  .add("dice", Record::value(r.dice))
                  .add("result", Record::value(r.result, true))
                  .add("gives", Record::value(r.outcome)));
  return list;
}
}  // namespace

Record to_record(const Setup& s) {
  Record sides = Record::map();
  for (Side side : both_sides) sides.add(side_key(side), side_record(s.side(side)));
  return record_start(s, "tsr", print_rules)
      .add("timeline", Record::map(true)
                           .add("start", Record::value(clock(s.timeline.start_hour), true))
                           .add("dusk", Record::value(clock(s.timeline.dusk_hour), true))
                           .add("daylight-turns", Record::value(s.timeline.daylight_turns())))
      .add("board", format::write_fields<BoardSize>(Record::map(true).add("grid", Record::value("offset-squares")), board_fields(), s))
      .add("deployment", format::write_fields<Echelons>(Record::map(true), echelon_fields(), s))
      .add("terrain", terrain_record(s.terrain))
      .add("sides", sides)
      .add("rolls", rolls_record(s.rolls));
}

}  // namespace muster::tsr
