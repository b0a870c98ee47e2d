/**
* | output |
* | --- |
* | "Capacity (people)" |
*
* @param {Form_Capacity_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_capacity_people: ((inputs?: Form_Capacity_PeopleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Capacity_PeopleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Capacity_PeopleInputs = {};
