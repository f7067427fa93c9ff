#include "rulesets/tsatf/current.hpp"

#include <array>
#include <cmath>

#include "core/counted.hpp"

namespace muster::tsatf {

namespace {

const Length tie = Length::in(0.5);

// How far a point lies towards an edge, in mm: east and north count up, west and south down.
double towards(TablePoint point, Edge edge) {
  switch (edge) {
    case Edge::east: return point.x.millimetres();
    case Edge::west: return -point.x.millimetres();
    case Edge::north: return point.y.millimetres();
    case Edge::south: return -point.y.millimetres();
  }
  return 0;
}

}  // namespace

CurrentDice current_dice(int speed_roll, const CurrentOrders& orders) {
  if (speed_roll >= 4) return {current_dice_on_high_roll, CurrentSource::rules};
  if (orders.low_dice) return {*orders.low_dice, CurrentSource::scenario};
  return {muster_current_dice_on_low_roll, CurrentSource::muster_reading};
}

const Feature* river_of(const std::vector<Feature>& features) {
  for (const Feature& feature : features)
    if (const Course* course = feature.course(); course && course->role == LineRole::water) return &feature;
  return nullptr;
}

std::optional<bool> last_point_lies_towards(const Course& course, Edge edge) {
  if (course.points.size() < 2) return std::nullopt;
  const double gap = towards(course.points.back(), edge) - towards(course.points.front(), edge);
  if (std::abs(gap) < tie.millimetres()) return std::nullopt;
  return gap > 0;
}

RiverCurrent roll_current(const Feature& river, const CurrentOrders& orders, RandomStream& stream) {
  RiverCurrent current;
  current.river = river.label;
  const std::optional<bool> named = orders.towards ? last_point_lies_towards(*river.course(), *orders.towards) : std::nullopt;
  if (named) {
    current.to_last_point = *named;
  } else {
    current.direction_roll = stream.between(1, 6);
    current.to_last_point = current.direction_roll <= 3;
  }
  if (orders.dice) {
    current.dice = *orders.dice;
    current.source = CurrentSource::scenario;
    return current;
  }
  current.speed_roll = stream.between(1, 6);
  current.dice_on_1_to_3 = orders.low_dice;
  const CurrentDice dice = current_dice(current.speed_roll, orders);
  current.dice = dice.dice;
  current.source = dice.source;
  return current;
}

std::string flow_direction(const Course& course, bool to_last_point) {
  static const std::array<std::string, 8> points = {"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"};
  const TablePoint from = to_last_point ? course.points.front() : course.points.back();
  const TablePoint to = to_last_point ? course.points.back() : course.points.front();
  const double degrees = std::atan2((to.y - from.y).millimetres(), (to.x - from.x).millimetres()) * 180 / std::acos(-1.0);
  const long sector = std::lround(degrees / 45);
  return points[static_cast<std::size_t>((sector % 8 + 8) % 8)];
}

std::string current_caption(const RiverCurrent& current, const Course& course) {
  return "Current: " + dice_count(current.dice) + ", flowing " + flow_direction(course, current.to_last_point);
}

std::string current_reason(const RiverCurrent& current) {
  const std::string die = "speed die " + std::to_string(current.speed_roll);
  switch (current.source) {
    case CurrentSource::rules: return die + ": 4-6 gives " + dice_count(current.dice);
    case CurrentSource::scenario: return current.speed_roll ? die + ": the scenario gives " + dice_count(current.dice) + " for 1-3" : "the scenario gives " + dice_count(current.dice);
    case CurrentSource::muster_reading:
      return die + ": " + dice_count(current.dice) + " by muster's reading, the text being lost for 1-3";
  }
  return "";
}

}  // namespace muster::tsatf
