/**
* | output |
* | --- |
* | "{guest} asked for {space}, {when}. Tell them why." |
*
* @param {Owner_Bookings_Decline_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_text: ((inputs: Owner_Bookings_Decline_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Decline_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Decline_TextInputs = {
    guest: NonNullable<unknown>;
    space: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
