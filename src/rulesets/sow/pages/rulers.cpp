// rulers.pdf: the measuring sticks a State of War table needs, at 1:1 in
// centimetres: one per firearm either force carries, in the range table's
// order, its bands shaded and labelled with the target's range die, and the
// movement sticks, each marked where difficult terrain halves the move.
#include <array>
#include <cmath>
#include <cstdio>
#include <set>

#include "rulesets/footers.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/ruler_sticks.hpp"

namespace muster::sow {

using namespace layout;

namespace {
// Apart on a monochrome laser, and darker the further the band.
constexpr std::array<BandShade, 4> band_shades{BandShade::clear, BandShade::light, BandShade::hatched, BandShade::dark};

std::set<Firearm> firearms_carried(const Setup& setup) {
  std::set<Firearm> carried;
  for (const SideSetup& side : setup.sides)
    for (const Unit& unit : side.force.units)
      for (const Figure& figure : unit.figures)
        for (Firearm firearm : {figure.firearm, figure.sidearm})
          if (firearm != Firearm::none) carried.insert(firearm);
  return carried;
}

bool any_mounted(const Setup& setup) {
  for (const SideSetup& side : setup.sides)
    for (const Unit& unit : side.force.units)
      for (const Figure& figure : unit.figures)
        if (figure.horse) return true;
  return false;
}

// "8", "7.5": a length in cm as a stick's title gives it.
std::string number_text(double cm) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", std::round(cm * 10) / 10);
  return buffer;
}

// Each band from where the one before ends to where it ends; a band the weapon lacks is left out.
RangeStick weapon_stick(const WeaponRanges& weapon) {
  RangeStick stick{weapon.name, StickUnit::cm, {}};
  int from = 0;
  for (std::size_t i = 0; i < range_bands.size(); ++i) {
    const int to = weapon.bands_cm.at(i);
    if (to <= 0) continue;
    const RangeBand band = range_bands.at(i);
    stick.bands.push_back({static_cast<double>(from), static_cast<double>(to), label_of(band) + " D" + std::to_string(range_die(band)), band_shades.at(i)});
    from = to;
  }
  return stick;
}

// The whole stick is one action's move; its first half is the move in difficult terrain.
RangeStick move_stick(const std::string& who, double move_cm) {
  const double half = move_cm / 2.0;
  return {who + " move, " + number_text(move_cm) + " cm an action, halved in difficult terrain",
          StickUnit::cm,
          {{0, half, "Difficult terrain: move to here", BandShade::dotted, false},
           {half, move_cm, "Open ground: move to the end", BandShade::clear, false}}};
}
}  // namespace

std::vector<RangeStick> ruler_sticks(const Setup& setup) {
  const std::set<Firearm> carried = firearms_carried(setup);
  std::vector<RangeStick> sticks;
  for (const WeaponRanges& weapon : range_table())
    for (Firearm firearm : carried)
      if (label_of(firearm) == weapon.name) sticks.push_back(weapon_stick(weapon));
  sticks.push_back(move_stick("Infantry", infantry_move_cm));
  if (any_mounted(setup)) sticks.push_back(move_stick("Cavalry", cavalry_move_cm));
  // The scenario's own rates for other animals; any other moves on the infantry's stick.
  for (const AnimalRate& animal : setup.other_animals) sticks.push_back(move_stick(animal.name, animal.move.millimetres() / 10));
  return sticks;
}

Document rulers(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  range_stick_pages(b, ruleset_title + " range and movement sticks (cm)", ruler_sticks(setup));
  return b.finish(setup.scenario + ": range and movement sticks", ruleset_title + " range sticks at 1:1");
}

}  // namespace muster::sow
