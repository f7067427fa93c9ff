// Records are YAML any tool reads as muster does: names stay text.
#include <gtest/gtest.h>

#include "core/record.hpp"
#include "spec/record_yaml.hpp"
#include "spec/yaml_node.hpp"

namespace muster {
namespace {

std::string written(const std::string& name) { return spec::to_yaml(Record::map().add("name", Record::user_text(name))); }

TEST(RecordYaml, NamesThatYamlWouldReadAsSomethingElseAreQuoted) {
  for (const char* name : {"yes", "No", "TRUE", "off", "y", "null", "~", ".inf", "-.inf", ".nan", "0x1F", "0o17", "1e3", "1863", "1:20", "-3", "+4",
                           "2024-01-01", ""})
    EXPECT_EQ(written(name), std::string("name: \"") + name + "\"\n") << name;
}

TEST(RecordYaml, OrdinaryNamesAreWrittenPlainAsBefore) {
  for (const char* name : {"The Liquor Store", "USA", "Yesterday's Fight", "Union", "Nothing Ventured"})
    EXPECT_EQ(written(name), std::string("name: ") + name + "\n") << name;
}

TEST(RecordYaml, AQuotedNameReadsBackAsTheSameText) {
  for (const char* name : {"yes", ".inf", "0x1F", "1863", "~"}) {
    const auto root = spec::parse_yaml(written(name), "record.yaml");
    EXPECT_EQ(root.child("name")->scalar(), name);
  }
}

}  // namespace
}  // namespace muster
