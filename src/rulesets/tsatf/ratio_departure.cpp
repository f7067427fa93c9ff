#include "rulesets/tsatf/ratio_departure.hpp"

#include <algorithm>

#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {

namespace {

int units_of(const Force& force, UnitKind kind) {
  return static_cast<int>(std::count_if(force.units.begin(), force.units.end(), [&](const Unit& u) { return u.kind == kind; }));
}

bool fields(const Setup& setup, Branch branch) {
  for (const SideSetup& side : setup.sides)
    for (const Unit& unit : side.force.units)
      if (branch_of(unit.kind) == branch) return true;
  return false;
}

// The ratio the game answers to: its own, or the text's for its imperial side's base.
RatioRequest request_for(const Setup& setup, std::size_t imperial) {
  if (setup.ratio) return *setup.ratio;
  RatioRequest request;
  request.campaign = setup.campaign;
  request.base = units_of(setup.sides[imperial].force, ratio_base_kind(setup.campaign));
  const bool boxer = setup.campaign == Campaign::boxer_rebellion;
  request.cavalry = !boxer || fields(setup, Branch::cavalry);
  request.artillery = !boxer || fields(setup, Branch::artillery);
  return request;
}

// The ratio's kinds for the side, then any other kind its force fields, each once.
void add_rows(const std::vector<KindCount>& text, const Force& force, std::size_t side, std::vector<RatioRow>& rows) {
  std::vector<UnitKind> kinds;
  for (const KindCount& count : text) kinds.push_back(count.kind);
  for (const Unit& unit : force.units)
    if (std::find(kinds.begin(), kinds.end(), unit.kind) == kinds.end()) kinds.push_back(unit.kind);
  for (UnitKind kind : kinds) rows.push_back({side, kind, count_of(text, kind), units_of(force, kind)});
}

}  // namespace

UnitKind ratio_base_kind(Campaign campaign) { return campaign == Campaign::boxer_rebellion ? UnitKind::western_infantry : UnitKind::british_infantry; }

std::optional<RatioDeparture> ratio_departure(const Setup& setup) {
  if (!has_ratios(setup.campaign) || setup.sides[0].allegiance == setup.sides[1].allegiance) return std::nullopt;
  const std::size_t imperial = setup.sides[0].allegiance == Allegiance::imperial ? 0 : 1;
  RatioDeparture departure;
  departure.request = request_for(setup, imperial);
  if ((departure.problem = ratio_problem(departure.request))) return departure;
  const RatioCounts text = ratio_counts(departure.request);
  add_rows(text.imperial, setup.sides[imperial].force, imperial, departure.rows);
  add_rows(text.native, setup.sides[1 - imperial].force, 1 - imperial, departure.rows);
  if (std::none_of(departure.rows.begin(), departure.rows.end(), [](const RatioRow& row) { return row.departs(); })) return std::nullopt;
  return departure;
}

}  // namespace muster::tsatf
