/**
* | output |
* | --- |
* | "Volunteering" |
*
* @param {Event_Type_VolunteerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_volunteer: ((inputs?: Event_Type_VolunteerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_VolunteerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_VolunteerInputs = {};
