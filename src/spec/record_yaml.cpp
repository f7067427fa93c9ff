#include "spec/record_yaml.hpp"

#include <yaml-cpp/yaml.h>

namespace muster::spec {

namespace {
// Whether some YAML reader would take `text`, written plain, for something other than this
// text: a YAML 1.1 or 1.2 boolean or null, or anything that starts as a number does
// (1863, -3, .inf, 0x1F, 1e3, 1:20). Names start with a letter; the few that do not are quoted.
bool reads_as_other_than_text(std::string_view text) {
  static constexpr std::string_view words[] = {"y",    "Y",    "yes",  "Yes",  "YES",   "n",     "N",     "no",   "No",   "NO",  "true",
                                               "True", "TRUE", "false", "False", "FALSE", "on",    "On",    "ON",   "off",  "Off", "OFF",
                                               "null", "Null", "NULL",  "~",     "=",     "<<"};
  if (text.empty()) return true;
  for (const auto word : words)
    if (text == word) return true;
  const char first = text.front();
  return (first >= '0' && first <= '9') || first == '-' || first == '+' || first == '.';
}

void emit(YAML::Emitter& out, const Record& record) {
  switch (record.kind) {
    case Record::Kind::text:
      if (record.quoted || (record.free_text && reads_as_other_than_text(record.text))) out << YAML::DoubleQuoted;
      out << record.text;
      break;
    case Record::Kind::list:
      if (record.inline_style) out << YAML::Flow;
      out << YAML::BeginSeq;
      for (const auto& item : record.items) emit(out, item);
      out << YAML::EndSeq;
      break;
    case Record::Kind::map:
      if (record.inline_style) out << YAML::Flow;
      out << YAML::BeginMap;
      for (const auto& [key, value] : record.fields) {
        out << YAML::Key << key << YAML::Value;
        emit(out, value);
      }
      out << YAML::EndMap;
      break;
  }
}
}  // namespace

std::string to_yaml(const Record& record, const std::string& leading_comment) {
  YAML::Emitter out;
  out.SetIndent(2);
  if (!leading_comment.empty()) out << YAML::Comment(leading_comment) << YAML::Newline;
  emit(out, record);
  return std::string(out.c_str()) + "\n";
}

}  // namespace muster::spec
