/**
* | output |
* | --- |
* | "Longitude (optional)" |
*
* @param {Form_LongitudeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_longitude: ((inputs?: Form_LongitudeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_LongitudeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_LongitudeInputs = {};
