#pragma once
// A key of a file, declared once: its name, what it means, and how its value is
// read into and written from one member of a model. A rule set lists the keys of
// a mapping as Fields; one list serves its scenario reader, its record reader and
// writer (where the key is in both) and the meanings the schema and `muster new`
// print, so that they cannot disagree. The default is the model's own: a reader
// keeps the member as it stands when the file leaves the key out.
//
// Rules that span several keys stay code beside the fields (a rule set's checks).

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/record.hpp"
#include "spec/key_meaning.hpp"
#include "spec/map_reader.hpp"

namespace muster::format {

template <typename Model>
struct Field {
  std::string_view key;
  std::string_view meaning;  // one short line a gamer understands
  std::function<void(spec::MapReader&, Model&)> read;
  std::function<void(Record&, const Model&)> write;
};

template <typename Model>
using Fields = std::vector<Field<Model>>;

// "75mm": a length as records write it, to the millimetre.
std::string millimetres_text(Length length);

template <typename Model>
Field<Model> integer(std::string_view key, int Model::*member, int low, int high, std::string_view meaning) {
  return {key, meaning, [=](spec::MapReader& r, Model& m) { m.*member = r.integer(std::string(key), m.*member, low, high); },
          [=](Record& out, const Model& m) { out.add(std::string(key), Record::value(m.*member)); }};
}

template <typename Model>
Field<Model> length(std::string_view key, Length Model::*member, Length low, Length high, std::string_view meaning) {
  return {key, meaning, [=](spec::MapReader& r, Model& m) { m.*member = r.length(std::string(key), m.*member, low, high); },
          [=](Record& out, const Model& m) { out.add(std::string(key), Record::value(millimetres_text(m.*member))); }};
}

// "2-3", "3" or [2, 3]: scenario keys only, so written as the range.
template <typename Model>
Field<Model> range(std::string_view key, IntRange Model::*member, int low, int high, std::string_view meaning) {
  return {key, meaning, [=](spec::MapReader& r, Model& m) { m.*member = r.range(std::string(key), m.*member, low, high); },
          [=](Record& out, const Model& m) {
            const IntRange& v = m.*member;
            out.add(std::string(key), Record::value(v.low == v.high ? std::to_string(v.low) : std::to_string(v.low) + "-" + std::to_string(v.high)));
          }};
}

// One of a few words, each standing for a value of `Value` (an enum).
template <typename Value>
using Words = std::vector<std::pair<std::string, Value>>;

template <typename Model, typename Value>
Field<Model> choice(std::string_view key, Value Model::*member, Words<Value> words, std::string_view meaning) {
  auto word_of = [words](Value value) {
    for (const auto& [word, v] : words)
      if (v == value) return word;
    return words.front().first;
  };
  std::vector<std::string> allowed;
  for (const auto& entry : words) allowed.push_back(entry.first);
  return {key, meaning,
          [=](spec::MapReader& r, Model& m) {
            const std::string word = r.choice(std::string(key), word_of(m.*member), allowed);
            for (const auto& [w, v] : words)
              if (w == word) m.*member = v;
          },
          [=](Record& out, const Model& m) { out.add(std::string(key), Record::value(word_of(m.*member))); }};
}

// Reads each of `fields` from `reader`, in the order declared.
template <typename Model>
void read_fields(spec::MapReader& reader, const Fields<Model>& fields, Model& model) {
  for (const Field<Model>& field : fields) field.read(reader, model);
}

// `record` with each of `fields` added, in the order declared.
template <typename Model>
Record write_fields(Record record, const Fields<Model>& fields, const Model& model) {
  for (const Field<Model>& field : fields) field.write(record, model);
  return record;
}

// The meanings of `fields` under the dotted path `section` ("board": "board.columns").
template <typename Model>
void add_meanings(std::vector<spec::KeyMeaning>& meanings, std::string_view section, const Fields<Model>& fields) {
  for (const Field<Model>& field : fields) meanings.push_back({std::string(section) + "." + std::string(field.key), std::string(field.meaning)});
}

}  // namespace muster::format
