/**
* | output |
* | --- |
* | "{km} km" |
*
* @param {Card_Distance_KmInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_distance_km: ((inputs: Card_Distance_KmInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Distance_KmInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Distance_KmInputs = {
    km: NonNullable<unknown>;
};
