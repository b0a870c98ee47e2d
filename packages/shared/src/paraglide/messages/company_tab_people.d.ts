/**
* | output |
* | --- |
* | "People" |
*
* @param {Company_Tab_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_tab_people: ((inputs?: Company_Tab_PeopleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Tab_PeopleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Tab_PeopleInputs = {};
