/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_TitleInputs */

const en_events_title = /** @type {(inputs: Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events in Nafasi spaces`)
};

const sw_events_title = /** @type {(inputs: Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio katika maeneo ya Nafasi`)
};

/**
* | output |
* | --- |
* | "Events in Nafasi spaces" |
*
* @param {Events_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_title = /** @type {((inputs?: Events_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_title(inputs)
	return en_events_title(inputs)
});