/**
* | output |
* | --- |
* | "Request: answer by {by}" |
*
* @param {Owner_Bookings_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_answer_by: ((inputs: Owner_Bookings_Answer_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Answer_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Answer_ByInputs = {
    by: NonNullable<unknown>;
};
