#include "app/json_schema.hpp"

#include <cstdio>

namespace muster::app {

namespace {

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string millimetres(long long tenths) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", static_cast<double>(tenths) / 10);
  return buffer;
}

std::string hundredths(long long value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", static_cast<double>(value) / 100);
  return buffer;
}

std::string bounded_integer(long long low, long long high) {
  return "{\"type\": \"integer\", \"minimum\": " + std::to_string(low) + ", \"maximum\": " + std::to_string(high) + "}";
}

std::string list_of(const std::vector<std::string>& words) {
  std::string out = "[";
  for (const auto& word : words) out += (out.size() > 1 ? ", " : "") + json_string(word);
  return out + "]";
}

// The value's own constraints, without description or default.
std::string value_schema(const spec::ValueFact& fact) {
  using spec::ValueKind;
  switch (fact.kind) {
    case ValueKind::integer: return bounded_integer(fact.low, fact.high);
    case ValueKind::range:
      return "{\"anyOf\": [" + bounded_integer(fact.low, fact.high) +
             ", {\"type\": \"string\", \"pattern\": \"^[0-9]+-[0-9]+$\"}, {\"type\": \"array\", \"minItems\": 2, \"maxItems\": 2, \"items\": " +
             bounded_integer(fact.low, fact.high) + "}]}";
    case ValueKind::text: return "{\"type\": [\"string\", \"number\"], \"maxLength\": " + std::to_string(fact.max_length) + "}";
    case ValueKind::choice: return "{\"enum\": " + list_of(fact.allowed) + "}";
    case ValueKind::flag: return "{\"enum\": [true, false, \"yes\", \"no\"]}";
    case ValueKind::length:
      return "{\"anyOf\": [{\"type\": \"number\", \"minimum\": " + millimetres(fact.low) + ", \"maximum\": " + millimetres(fact.high) +
             "}, {\"type\": \"string\", \"pattern\": \"^[0-9]+(\\\\.[0-9]+)?(mm|cm|in)?$\"}]}";
    case ValueKind::colour: return "{\"type\": \"string\", \"pattern\": \"^#[0-9a-fA-F]{6}$\"}";
    case ValueKind::square: return "{\"type\": \"string\", \"pattern\": \"^[A-Za-z]+[0-9]+$\"}";  // the readers take any case
    case ValueKind::clock_time: return "{\"type\": \"string\", \"pattern\": \"^([01][0-9]|2[0-3]):[0-5][0-9]$\"}";
    case ValueKind::seed: return "{\"anyOf\": [{\"type\": \"integer\", \"minimum\": 0}, {\"type\": \"string\", \"pattern\": \"^[0-9A-Za-z-]+$\"}]}";  // codes in any case
    case ValueKind::number: return "{\"type\": \"number\", \"minimum\": " + hundredths(fact.low) + ", \"maximum\": " + hundredths(fact.high) + "}";
  }
  return "true";
}

// The names of entries under any name (zones, kinds of unit), as the reader reads them.
std::string names_schema(const KeyMap& keys, const std::string& path) {
  const KeyPlace* names = keys.find(entry_name_path(path));
  return names && names->fact && !names->mixed ? value_schema(*names->fact) : "true";
}

bool numeric(const spec::ValueFact& fact) { return fact.kind == spec::ValueKind::integer; }

// The other forms a place takes, said after its description: "; or a list".
std::string other_forms_text(const KeyPlace& place) {
  std::string text;
  for (const auto& other : place.other_facts)
    for (const auto& word : other.allowed) text += " or '" + word + "'";
  if (place.list && (place.fact || place.names_file || place.mapping)) text += "; or a list";
  if (place.mapping && !place.any_keys && (place.fact || place.names_file)) text += "; or a block of 'key: value' lines";
  return text;
}

std::string with_notes(std::string schema, const KeyPlace& place) {
  std::string notes = "\"description\": " + json_string(describe(place) + other_forms_text(place));
  // A default that is not one value is only described: an editor would write the one given everywhere.
  if (place.fallback && place.fact && place.fallback_by_entry.size() < 2 && !place.fallback_depends)
    notes += ", \"default\": " + (numeric(*place.fact) || place.fact->kind == spec::ValueKind::flag ? *place.fallback : json_string(*place.fallback));
  if (schema == "true") return "{" + notes + "}";
  schema.pop_back();  // the closing brace
  return schema + ", " + notes + "}";
}

std::string place_schema(const KeyMap& keys, const std::string& path);

std::string mapping_schema(const KeyMap& keys, const std::string& path, const KeyPlace& place) {
  if (place.any_keys) {
    const std::string names = keys.find(entry_name_path(path)) ? ", \"propertyNames\": " + names_schema(keys, path) : "";
    return "{\"type\": \"object\"" + names + ", \"additionalProperties\": " + place_schema(keys, child_path(path, "*")) + "}";
  }
  std::string properties;
  for (const auto& key : place.keys) properties += (properties.empty() ? "" : ", ") + json_string(key) + ": " + place_schema(keys, child_path(path, key));
  return "{\"type\": [\"object\", \"null\"], \"properties\": {" + properties + "}, \"additionalProperties\": false}";
}

// Every form the reader was seen to take here; a value may take any one of them.
std::vector<std::string> form_schemas(const KeyMap& keys, const std::string& path, const KeyPlace& place) {
  std::vector<std::string> forms;
  if (place.fact) forms.push_back(value_schema(*place.fact));
  for (const auto& other : place.other_facts) forms.push_back(value_schema(other));
  if (place.names_file) forms.push_back("{\"type\": \"string\"}");
  if (place.mapping) forms.push_back(mapping_schema(keys, path, place));
  if (place.list) forms.push_back("{\"type\": \"array\", \"items\": " + place_schema(keys, path + "[]") + "}");
  return forms;
}

std::string place_schema(const KeyMap& keys, const std::string& path) {
  const KeyPlace* place = keys.find(path);
  if (!place) return "true";
  if (place->mixed) return with_notes("true", *place);
  const auto forms = form_schemas(keys, path, *place);
  if (forms.empty()) return with_notes("true", *place);
  if (forms.size() == 1) return with_notes(forms.front(), *place);
  std::string any;
  for (const auto& form : forms) any += (any.empty() ? "" : ", ") + form;
  return with_notes("{\"anyOf\": [" + any + "]}", *place);
}

}  // namespace

namespace {
// "; default 8", or where the default is not one value, each that was seen.
std::string default_text(const KeyPlace& place) {
  if (!place.fallback || place.fallback->empty()) return "";
  if (place.fallback_by_entry.size() > 1) {
    std::string text = "; default by entry:";
    for (std::size_t i = 0; i < place.fallback_by_entry.size(); ++i) text += (i == 0 ? " " : ", ") + place.fallback_by_entry[i];
    return text;
  }
  return "; default " + *place.fallback + (place.fallback_depends ? ", unless other keys change it" : "");
}
}  // namespace

std::string describe(const KeyPlace& place) {
  using spec::ValueKind;
  std::string text;
  if (place.mixed) {
    text = "read in more than one form (see the README); the schema does not check it";
  } else if (place.fact) {
    const spec::ValueFact& f = *place.fact;
    switch (f.kind) {
      case ValueKind::integer: text = "a whole number from " + std::to_string(f.low) + " to " + std::to_string(f.high); break;
      case ValueKind::range: text = "a number or a range like '2-3', within " + std::to_string(f.low) + "-" + std::to_string(f.high); break;
      case ValueKind::text: text = "text of up to " + std::to_string(f.max_length) + " characters"; break;
      case ValueKind::choice: {
        text = "one of:";
        for (const auto& word : f.allowed) text += " " + word;
        break;
      }
      case ValueKind::flag: text = "yes or no"; break;
      case ValueKind::length: text = "a length like '15mm', '1.5cm' or '0.6in', from " + millimetres(f.low) + " to " + millimetres(f.high) + " mm"; break;
      case ValueKind::colour: text = "a colour written '#rrggbb', in quotes"; break;
      case ValueKind::square: text = "a square name like 'C7'"; break;
      case ValueKind::clock_time: text = "a time of day like \"08:00\", in quotes"; break;
      case ValueKind::seed: text = "a seed: a code like 7K3QM-X9WR-TB2D or a whole number"; break;
      case ValueKind::number: text = "a number from " + hundredths(f.low) + " to " + hundredths(f.high); break;
    }
  } else if (place.names_file) {
    text = "the path of a file beside this one, or the same written out here";
  } else if (place.any_keys) {
    text = "one block per side, under the side's own key";
  } else if (place.mapping) {
    text = "a block of 'key: value' lines";
  } else if (place.list) {
    text = "a list";
  } else {
    text = "read in a form the schema does not describe (see the README); any value";
  }
  text += default_text(place);
  return place.meaning.empty() ? text : place.meaning + "; " + text;
}

std::string kind_name(FileKind kind) {
  switch (kind) {
    case FileKind::scenario: return "scenario";
    case FileKind::orbat: return "orbat";
    case FileKind::record: return "record";
  }
  return "scenario";
}

std::string schema_file_name(const std::string& ruleset, FileKind kind) { return ruleset + "-" + kind_name(kind) + ".json"; }

std::string json_schema(const KeyMap& keys, const std::string& title) {
  std::string body = place_schema(keys, keys.root);
  body.erase(0, 1);  // the opening brace, to put the header in front
  return "{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\", \"title\": " + json_string(title) + ", " + body + "\n";
}

}  // namespace muster::app
