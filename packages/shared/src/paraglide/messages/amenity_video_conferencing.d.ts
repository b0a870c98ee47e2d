/**
* | output |
* | --- |
* | "Video Conferencing" |
*
* @param {Amenity_Video_ConferencingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_video_conferencing: ((inputs?: Amenity_Video_ConferencingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_Video_ConferencingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_Video_ConferencingInputs = {};
