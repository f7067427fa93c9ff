#include "spec/record_yaml.hpp"

#include <yaml-cpp/yaml.h>

namespace muster::spec {

namespace {
void emit(YAML::Emitter& out, const Record& record) {
  switch (record.kind) {
    case Record::Kind::text:
      if (record.quoted) out << YAML::DoubleQuoted;
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
