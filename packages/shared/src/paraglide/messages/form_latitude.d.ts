/**
* | output |
* | --- |
* | "Latitude (optional)" |
*
* @param {Form_LatitudeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_latitude: ((inputs?: Form_LatitudeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_LatitudeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_LatitudeInputs = {};
