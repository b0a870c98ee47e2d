/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Video_ConferencingInputs */

const en_amenity_video_conferencing = /** @type {(inputs: Amenity_Video_ConferencingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Conferencing`)
};

const sw_amenity_video_conferencing = /** @type {(inputs: Amenity_Video_ConferencingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano ya Video`)
};

/**
* | output |
* | --- |
* | "Video Conferencing" |
*
* @param {Amenity_Video_ConferencingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_video_conferencing = /** @type {((inputs?: Amenity_Video_ConferencingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Video_ConferencingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_video_conferencing(inputs)
	return en_amenity_video_conferencing(inputs)
});