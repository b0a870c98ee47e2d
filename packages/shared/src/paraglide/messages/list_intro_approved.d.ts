/**
* | output |
* | --- |
* | "Capacity, amenities and the map pin change at once; a new title, description, place, category, price or photo shows after an admin reviews it." |
*
* @param {List_Intro_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_approved: ((inputs?: List_Intro_ApprovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Intro_ApprovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Intro_ApprovedInputs = {};
