/**
* | output |
* | --- |
* | "Week of {space}" |
*
* @param {Cal_Week_Of_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_week_of_space: ((inputs: Cal_Week_Of_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Week_Of_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Week_Of_SpaceInputs = {
    space: NonNullable<unknown>;
};
