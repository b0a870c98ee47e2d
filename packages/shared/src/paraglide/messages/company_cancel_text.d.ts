/**
* | output |
* | --- |
* | "{booking}, booked by {name}. Cancelled bookings cannot be restored; money paid toward it goes back as the policy says." |
*
* @param {Company_Cancel_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_cancel_text: ((inputs: Company_Cancel_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Cancel_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Cancel_TextInputs = {
    booking: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
