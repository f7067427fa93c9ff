#pragma once
// A plain tree of keys, lists and text that a rule set builds from its setup;
// spec/ turns it into YAML. Keeps yaml-cpp out of the rule sets.

#include <string>
#include <utility>
#include <vector>

namespace muster {

struct Record {
  enum class Kind { text, list, map };
  Kind kind = Kind::map;
  std::string text;
  bool quoted = false;  // force quotes, e.g. "08:00" so YAML does not read a number
  bool inline_style = false;  // written on one line: [A1, B2] or {square: C3, trees: 4}
  std::vector<Record> items;
  std::vector<std::pair<std::string, Record>> fields;

  static Record value(std::string text, bool quoted = false) {
    Record r;
    r.kind = Kind::text;
    r.text = std::move(text);
    r.quoted = quoted;
    return r;
  }
  static Record value(long long number) { return value(std::to_string(number)); }
  static Record value(int number) { return value(std::to_string(number)); }
  static Record value(unsigned long long number) { return value(std::to_string(number)); }
  static Record list(bool on_one_line = false) {
    Record r;
    r.kind = Kind::list;
    r.inline_style = on_one_line;
    return r;
  }
  static Record map(bool on_one_line = false) {
    Record r;
    r.kind = Kind::map;
    r.inline_style = on_one_line;
    return r;
  }
  Record& add(std::string key, Record value) {
    fields.emplace_back(std::move(key), std::move(value));
    return *this;
  }
  Record& push(Record value) {
    items.push_back(std::move(value));
    return *this;
  }
};

}  // namespace muster
