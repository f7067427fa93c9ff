#include "rulesets/acw_names.hpp"

namespace muster::acw {

NamingStyle naming_style(Side side, const std::string& army_name) {
  if (side == Side::usa)
    return {army_name,
            {"New York", "Pennsylvania", "Ohio", "Massachusetts", "Indiana", "Michigan", "Wisconsin", "Maine", "Illinois", "New Jersey",
             "Vermont", "Connecticut"},
            {"Abbott", "Barlow", "Carr", "Dwight", "Ellis", "Fairchild", "Gorman", "Hale", "Ingalls", "Jameson", "Kent", "Lyle", "Marsh",
             "Nash", "Osgood", "Pratt", "Quimby", "Reed", "Sawyer", "Thayer", "Upham", "Vance", "Wardell", "Yates"},
            true};
  return {army_name,
          {"Virginia", "Georgia", "Alabama", "North Carolina", "Mississippi", "Texas", "Louisiana", "South Carolina", "Tennessee",
           "Arkansas", "Florida"},
          {"Ashby", "Blount", "Caldwell", "Dabney", "Early", "Fontaine", "Garland", "Haskell", "Irby", "Jordan", "Kemper", "Lamar",
           "Mayo", "Nelson", "Otey", "Pegram", "Ransom", "Semmes", "Taliaferro", "Upshur", "Venable", "Walton", "Yancey", "Zollicoffer"},
          false};
}

}  // namespace muster::acw
