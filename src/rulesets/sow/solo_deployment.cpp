// Where the solo side's groups stand and what they will do. Where their half
// holds a large hill, wood or village near the table's middle, the
// groups ring that feature, each where its die sends it and within the half,
// the commander's group in the middle, and defend it. Otherwise they stand in a two-deep line along
// the front of their zone with the commander's group and the cavalry 15 cm
// behind its centre, and a D6 gives their tactics. Every size and distance
// the text leaves open is muster's choice (docs/DECISIONS.md, State of War).
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/solo_geometry.hpp"

namespace muster::sow {

namespace {

using solo::Vec;
using solo::Quad;

// ---- Round a feature ----

constexpr double smallest_large_feature_cm = 20;  // the narrower way across
constexpr double feature_clearance_cm = 2.5;      // a group's ranks stand this far outside an outline
constexpr double ring_step_cm = 12.5;             // a ring further out: the deepest group and a gap
constexpr int rings = 4;
constexpr double slide_step_degrees = 5;          // how far round a group slides when its place is taken
constexpr double push_step_cm = 1;
constexpr double most_push_cm = 15;
constexpr double draw_back_step_cm = 0.5;

bool may_be_defended(const Feature& feature) { return feature.kind == "hill" || feature.kind == "wood" || feature.kind == "village"; }

bool is_large(const Footprint& footprint) {
  return std::min(footprint.width, footprint.depth) >= Length::mm(10 * smallest_large_feature_cm);
}

bool in_the_middle(const Table& table, TablePoint point) {
  return point.x >= table.width / 3 && point.x <= table.width * 2 / 3 && point.y >= table.depth / 3 && point.y <= table.depth * 2 / 3;
}

// Of the large hills, woods and villages near the table's middle, the one closest to its centre; the first of equals.
const Feature* central_feature(const Table& table, const std::vector<Feature>& features, const Zone& zone) {
  const Vec middle = solo::cm_of({table.width / 2, table.depth / 2});
  const Feature* best = nullptr;
  double best_distance = 0;
  for (const Feature& feature : features) {
    if (!may_deploy_round(table, feature, zone)) continue;
    const double d = solo::length(solo::cm_of(feature.footprint()->centre) - middle);
    if (!best || d < best_distance) best = &feature, best_distance = d;
  }
  return best;
}

struct Obstacles {
  solo::Box table;
  solo::Box own_zone;  // the solo side's half: every group stands wholly in it
  std::vector<solo::Polygon> areas;  // every area's outline but the feature's
  solo::Polygon feature;
  std::vector<Quad> placed;
};

bool free_to_stand(const Obstacles& o, const Quad& quad) {
  if (!solo::inside(o.table, quad) || !solo::inside(o.own_zone, quad)) return false;
  if (solo::closer_than(quad, o.feature, feature_clearance_cm)) return false;
  for (const auto& area : o.areas)
    if (solo::closer_than(quad, area, feature_clearance_cm)) return false;
  for (const Quad& other : o.placed)
    if (solo::closer_than(quad, other.corners, solo::group_gap_cm)) return false;
  return true;
}

// The nearest free place for a group facing out from the feature at `degrees`,
// `out` cm beyond the outline at least: pushed out until clear of it.
std::optional<Quad> place_facing_out(const Obstacles& o, Vec centre, double degrees, double out, const solo::Size& size) {
  const Vec ahead = solo::heading(degrees);
  const double boundary = solo::ray_exit(o.feature, centre, ahead);
  for (double push = 0; push <= most_push_cm; push += push_step_cm) {
    const Vec front = centre + ahead * (boundary + feature_clearance_cm + size.depth + out + push);
    const Quad quad = solo::ranks_at(front, degrees, size);
    if (solo::closer_than(quad, o.feature, feature_clearance_cm)) continue;
    if (free_to_stand(o, quad)) return quad;
    return std::nullopt;  // clear of the outline but something else is in the way: slide round instead
  }
  return std::nullopt;
}

std::optional<Quad> place_round(const Obstacles& o, Vec centre, double degrees, const solo::Size& size) {
  for (int ring = 0; ring < rings; ++ring)
    for (double slide = 0; slide <= 180; slide += slide_step_degrees)
      for (double side : {1.0, -1.0}) {
        if (slide == 0 && side < 0) continue;
        if (auto quad = place_facing_out(o, centre, degrees + side * slide, ring * ring_step_cm, size)) return quad;
      }
  return std::nullopt;
}

// The eight points of the compass, the D8 counting clockwise from north.
double compass_degrees(int d8) { return 45.0 * (d8 - 1); }

std::optional<SoloPlan> ring_feature(const Table& table, const Feature& feature, const Zone& zone, const Force& groups, std::size_t side,
                                     const std::vector<Feature>& features, RandomStream& stream) {
  SoloPlan plan;
  plan.side = side;
  plan.feature = feature.label;
  plan.tactics = SoloTactics::defend_feature;
  Obstacles o;
  o.table = {0, 0, table.width.millimetres() / 10, table.depth.millimetres() / 10};
  o.own_zone = {zone.box.west.millimetres() / 10, zone.box.south.millimetres() / 10, zone.box.east.millimetres() / 10, zone.box.north.millimetres() / 10};
  o.feature = solo::outline_cm(*feature.footprint());
  for (const Feature& other : features)
    if (&other != &feature && other.footprint()) o.areas.push_back(solo::outline_cm(*other.footprint()));

  const Vec centre = solo::cm_of(feature.footprint()->centre);
  const double towards_enemy = solo::facing_away_from(zone.edge);
  const solo::Size commander = solo::size_of(groups.units.front());
  // In the middle of the feature; drawn back into the side's own half where the feature's centre lies
  // nearer the middle of the table than half the group's depth.
  Quad middle = solo::ranks_at(centre + solo::heading(towards_enemy) * (commander.depth / 2), towards_enemy, commander);
  for (double back = draw_back_step_cm; !solo::inside(o.own_zone, middle) && back <= commander.depth; back += draw_back_step_cm)
    middle = solo::ranks_at(centre + solo::heading(towards_enemy) * (commander.depth / 2 - back), towards_enemy, commander);
  if (!solo::inside(o.own_zone, middle)) return std::nullopt;
  o.placed.push_back(middle);
  plan.groups.push_back(solo::placement_of(middle));

  for (std::size_t g = 1; g < groups.units.size(); ++g) plan.placement_rolls.push_back(stream.between(1, 8));
  for (std::size_t g = 1; g < groups.units.size(); ++g) {
    const auto quad = place_round(o, centre, compass_degrees(plan.placement_rolls[g - 1]), solo::size_of(groups.units[g]));
    if (!quad) return std::nullopt;
    o.placed.push_back(*quad);
    plan.groups.push_back(solo::placement_of(*quad));
  }
  return plan;
}

// ---- In line ----

constexpr double commander_behind_cm = 15;
constexpr double tightest_gap_cm = 0.5;

bool is_cavalry(const Unit& group) {
  return std::any_of(group.figures.begin(), group.figures.end(), [](const Figure& f) { return f.horse; });
}

// A place in the zone, measured `along` its length and `back` from its front, the edge nearest the enemy.
struct LocalBox {
  double left, right, front, rear;
};

bool apart(const LocalBox& a, const LocalBox& b, double gap) {
  return a.right + gap <= b.left || b.right + gap <= a.left || a.rear + gap <= b.front || b.rear + gap <= a.front;
}

// The place nearest `middle` along the zone, as far forward as can be, where a
// group of `size` clears everything placed by `gap`; none if the zone is full.
std::optional<LocalBox> first_free(const std::vector<LocalBox>& placed, const solo::Size& size, double length, double deep, double middle,
                                   double from, double gap) {
  std::vector<double> fronts{from};
  for (const LocalBox& box : placed)
    if (box.rear + gap > from) fronts.push_back(box.rear + gap);
  std::sort(fronts.begin(), fronts.end());
  for (double front : fronts) {
    if (front + size.depth > deep + 1e-9) break;
    // Every left edge worth trying: the middle, and hard against each thing placed.
    std::vector<double> lefts{middle - size.frontage / 2, 0, length - size.frontage};
    for (const LocalBox& box : placed) lefts.push_back(box.right + gap), lefts.push_back(box.left - gap - size.frontage);
    std::sort(lefts.begin(), lefts.end(), [&](double a, double b) {
      const double da = std::abs(a + size.frontage / 2 - middle), db = std::abs(b + size.frontage / 2 - middle);
      return da != db ? da < db : a < b;
    });
    for (double left : lefts) {
      const LocalBox box{left, left + size.frontage, front, front + size.depth};
      if (left < -1e-9 || box.right > length + 1e-9) continue;
      if (std::all_of(placed.begin(), placed.end(), [&](const LocalBox& other) { return apart(box, other, gap - 1e-9); })) return box;
    }
  }
  return std::nullopt;
}

SoloPlan form_line(const Zone& zone, const Force& groups, std::size_t side, RandomStream& stream) {
  const solo::ZoneFrame frame(zone);
  const double length = frame.length(), deep = frame.depth(), middle = length / 2;
  std::vector<std::optional<LocalBox>> boxes(groups.units.size());
  std::vector<LocalBox> placed;

  // The line: the foot groups in order, centred, as many as the zone's length holds.
  std::vector<std::size_t> line, rear{0}, later;
  for (std::size_t g = 1; g < groups.units.size(); ++g) (is_cavalry(groups.units[g]) ? rear : line).push_back(g);
  // The cavalry waits with the commander only when there is foot to form the line: "all combat
  // troops" stand in it, so a force of horse alone is its own line.
  if (line.empty()) {
    line.assign(rear.begin() + 1, rear.end());
    rear.resize(1);
  }
  double frontage = 0, gap = solo::group_gap_cm;
  std::size_t in_line = 0;
  for (; in_line < line.size(); ++in_line) {
    const double with = frontage + solo::size_of(groups.units[line[in_line]]).frontage;
    if (with + static_cast<double>(in_line) * tightest_gap_cm > length + 1e-9) break;
    frontage = with;
  }
  if (in_line > 1) gap = std::clamp((length - frontage) / static_cast<double>(in_line - 1), tightest_gap_cm, solo::group_gap_cm);
  const double line_length = frontage + (in_line > 1 ? gap * static_cast<double>(in_line - 1) : 0);
  double left = middle - line_length / 2;
  for (std::size_t k = 0; k < in_line; ++k) {
    const solo::Size size = solo::size_of(groups.units[line[k]]);
    boxes[line[k]] = LocalBox{left, left + size.frontage, 0, size.depth};
    placed.push_back(*boxes[line[k]]);
    left += size.frontage + gap;
  }
  later.assign(line.begin() + static_cast<std::ptrdiff_t>(in_line), line.end());

  // Behind its centre: the commander's group, the cavalry beside it right and left in turn.
  const auto rear_box = [&](double centre_along, const solo::Size& size) {
    const double centre_back = commander_behind_cm;
    return LocalBox{centre_along - size.frontage / 2, centre_along + size.frontage / 2, centre_back - size.depth / 2, centre_back + size.depth / 2};
  };
  const solo::Size commander = solo::size_of(groups.units.front());
  boxes[0] = rear_box(middle, commander);
  if (boxes[0]->rear > deep + 1e-9 || commander.frontage > length + 1e-9)
    throw std::runtime_error("the solo side's commander's group does not fit its deployment zone");
  placed.push_back(*boxes[0]);
  double right_end = boxes[0]->right, left_end = boxes[0]->left;
  for (std::size_t k = 1; k < rear.size(); ++k) {
    const solo::Size size = solo::size_of(groups.units[rear[k]]);
    const bool right_first = k % 2 == 1;
    std::optional<LocalBox> box;
    for (bool right : {right_first, !right_first}) {
      const LocalBox b = right ? rear_box(right_end + solo::group_gap_cm + size.frontage / 2, size)
                               : rear_box(left_end - solo::group_gap_cm - size.frontage / 2, size);
      const bool fits = b.left >= -1e-9 && b.right <= length + 1e-9 && b.rear <= deep + 1e-9 &&
                        std::all_of(placed.begin(), placed.end(), [&](const LocalBox& o) { return apart(b, o, tightest_gap_cm - 1e-9); });
      if (fits) {
        box = b;
        break;
      }
    }
    if (!box) {
      later.push_back(rear[k]);
      continue;
    }
    boxes[rear[k]] = box;
    placed.push_back(*box);
    right_end = std::max(right_end, box->right);
    left_end = std::min(left_end, box->left);
  }

  // What the line and the rear could not hold stands behind the line wherever
  // the zone has room, nearest the front and the middle, so that the line stays centred.
  double behind_line = 0;
  for (std::size_t k = 0; k < in_line; ++k) behind_line = std::max(behind_line, boxes[line[k]]->rear + tightest_gap_cm);
  for (std::size_t g : later) {
    boxes[g] = first_free(placed, solo::size_of(groups.units[g]), length, deep, middle, behind_line, tightest_gap_cm);
    if (!boxes[g]) throw std::runtime_error("the solo side's groups do not fit its deployment zone");
    placed.push_back(*boxes[g]);
  }

  SoloPlan plan;
  plan.side = side;
  for (std::size_t g = 0; g < groups.units.size(); ++g) {
    const LocalBox& b = *boxes[g];
    plan.groups.push_back({frame.table_point((b.left + b.right) / 2, b.front), frame.facing(), Length::mm(10 * (b.right - b.left)),
                           Length::mm(10 * (b.rear - b.front))});
  }
  plan.tactics_roll = stream.between(1, 6);
  plan.tactics = *plan.tactics_roll <= 2 ? SoloTactics::hold : SoloTactics::advance;
  return plan;
}

}  // namespace

bool is_defensible(const Table& table, const Feature& feature) {
  const Footprint* footprint = feature.footprint();
  return footprint && may_be_defended(feature) && is_large(*footprint) && in_the_middle(table, footprint->centre);
}

bool stands_in(const Feature& feature, const Zone& zone) {
  const Footprint* footprint = feature.footprint();
  if (!footprint) return false;
  const TablePoint c = footprint->centre;
  return c.x >= zone.box.west && c.x <= zone.box.east && c.y >= zone.box.south && c.y <= zone.box.north;
}

bool may_deploy_round(const Table& table, const Feature& feature, const Zone& zone) {
  return zone.half && is_defensible(table, feature) && stands_in(feature, zone);
}

SoloPlan plan_solo(const Table& table, const std::vector<Feature>& features, const Zone& zone, const Force& groups, std::size_t side,
                   RandomStream& stream) {
  if (groups.units.empty() || groups.units.front().figures.empty()) throw std::invalid_argument("the solo side has no commander's group");
  if (const Feature* feature = central_feature(table, features, zone))
    if (auto plan = ring_feature(table, *feature, zone, groups, side, features, stream)) return *plan;
  return form_line(zone, groups, side, stream);
}

}  // namespace muster::sow
