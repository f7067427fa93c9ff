#pragma once
// A plain tree of keys, lists and text that a rule set builds from its setup;
// spec/ turns it into YAML. Keeps yaml-cpp out of the rule sets.

#include <string>
#include <utility>
#include <vector>

namespace muster {

struct RecordField;

struct Record {
  enum class Kind { text, list, map };
  Kind kind = Kind::map;
  std::string text;
  bool quoted = false;  // force quotes, e.g. "08:00" so YAML does not read a number
  // Free text a user wrote (a name): quoted when YAML would read it as anything but
  // this text ("yes", ".inf", "0x1F", "1863"), so that every YAML tool reads it back as text.
  bool free_text = false;
  bool inline_style = false;  // written on one line: [A1, B2] or {square: C3, trees: 4}
  std::vector<Record> items;
  // A vector of a type completed below: the standard allows that for vector,
  // where std::pair<std::string, Record> of the incomplete Record is not
  // allowed (clang refuses it). So every function that builds or copies a
  // Record is defined after RecordField.
  std::vector<RecordField> fields;

  static Record value(std::string text, bool quoted = false);
  static Record user_text(std::string words);
  static Record value(long long number);
  static Record value(int number);
  static Record list(bool on_one_line = false);
  static Record map(bool on_one_line = false);
  Record& add(std::string key, Record value);
  Record& push(Record value);
};

struct RecordField {
  std::string key;
  Record value;
};

inline Record Record::value(std::string text, bool quoted) {
  Record r;
  r.kind = Kind::text;
  r.text = std::move(text);
  r.quoted = quoted;
  return r;
}
inline Record Record::user_text(std::string words) {
  Record r = value(std::move(words));
  r.free_text = true;
  return r;
}
inline Record Record::value(long long number) { return value(std::to_string(number)); }
inline Record Record::value(int number) { return value(std::to_string(number)); }

inline Record Record::list(bool on_one_line) {
  Record r;
  r.kind = Kind::list;
  r.inline_style = on_one_line;
  return r;
}

inline Record Record::map(bool on_one_line) {
  Record r;
  r.kind = Kind::map;
  r.inline_style = on_one_line;
  return r;
}

inline Record& Record::add(std::string key, Record value) {
  fields.push_back({std::move(key), std::move(value)});
  return *this;
}

inline Record& Record::push(Record value) {
  items.push_back(std::move(value));
  return *this;
}

}  // namespace muster
