/**
* | output |
* | --- |
* | "Kenya’s marketplace for spaces by the hour opens with meeting rooms, studios, halls, coworking desks and offices, payable with M-Pesa." |
*
* @param {Press_Release_Launch_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_launch_text: ((inputs?: Press_Release_Launch_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Release_Launch_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Release_Launch_TextInputs = {};
