#include "rulesets/tsr/format.hpp"

#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

const format::Fields<BoardSize>& board_fields() {
  static const format::Fields<BoardSize> fields{
      format::integer("columns", &BoardSize::columns, 6, max_board_columns, "squares across the table, west to east"),
      format::integer("rows", &BoardSize::rows, 10, max_board_rows, "squares deep, from the USA baseline to the CSA one"),
      format::length("cell", &BoardSize::cell, Length::mm(20), Length::mm(150), "the side of a square on the table"),
  };
  return fields;
}

const format::Fields<TerrainAsked>& terrain_asked_fields() {
  static const format::Fields<TerrainAsked> fields{
      format::range("objective-distance", &TerrainAsked::objective_distance, 1, max_board_rows,
                    "rows from the CSA baseline to the liquor store, the Union's objective"),
      format::integer("trees", &TerrainAsked::trees, 1, 400, "model trees set out in the forest, all told"),
      format::integer("trees-per-square", &TerrainAsked::trees_per_square, 1, 40, "model trees that make a square forest"),
      format::range("forest-areas", &TerrainAsked::forest_areas, 1, most_forest_areas, "separate stretches of forest across the Union's line of march"),
      format::range("hills", &TerrainAsked::hill_count, 0, most_hills, "how many hills, each with an impassable peak"),
      format::integer("peak-squares", &TerrainAsked::peak_squares, 1, 2, "squares of each hill's impassable peak"),
  };
  return fields;
}

const format::Fields<Scenario>& draw_fields() {
  static const format::Fields<Scenario> fields{
      format::integer("draw", &Scenario::draw, 1, 80, "markers each side draws blind from its pool"),
  };
  return fields;
}

const format::Fields<Echelons>& echelon_fields() {
  static const format::Fields<Echelons> fields{
      format::integer("first-echelon", &Echelons::first_echelon, 0, 80, "the first drawn, set out ahead of the side's baseline"),
      format::integer("echelon-distance", &Echelons::echelon_distance, 1, max_board_rows, "rows from the baseline to where the first echelon stands"),
      format::choice("brigades", &Echelons::brigades, format::Words<BrigadeTiming>{{"pre-roll", BrigadeTiming::pre_roll}, {"on-contact", BrigadeTiming::on_contact}},
                     "roll each division's brigades now, or when it first meets the enemy"),
  };
  return fields;
}

const format::Fields<MarkerPool>& pool_fields() {
  static const format::Fields<MarkerPool> fields{
      format::integer("XXX", &MarkerPool::infantry, 0, MarkerPool::most_of_a_kind, "infantry division markers in the side's pool"),
      format::integer("XAX", &MarkerPool::with_artillery, 0, MarkerPool::most_of_a_kind, "infantry-with-artillery division markers in the pool"),
      format::integer("decoy", &MarkerPool::decoys, 0, MarkerPool::most_of_a_kind, "decoy markers in the pool: they stand for nothing"),
  };
  return fields;
}

std::vector<spec::KeyMeaning> declared_meanings() {
  std::vector<spec::KeyMeaning> meanings;
  format::add_meanings(meanings, "board", board_fields());
  format::add_meanings(meanings, "sides.*.markers", pool_fields());
  format::add_meanings(meanings, "terrain", terrain_asked_fields());
  format::add_meanings(meanings, "deployment", draw_fields());
  format::add_meanings(meanings, "deployment", echelon_fields());
  return meanings;
}

}  // namespace muster::tsr
