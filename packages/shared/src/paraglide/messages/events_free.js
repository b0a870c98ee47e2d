/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_FreeInputs */

const en_events_free = /** @type {(inputs: Events_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const sw_events_free = /** @type {(inputs: Events_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bure`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Events_FreeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_free = /** @type {((inputs?: Events_FreeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_FreeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_free(inputs)
	return en_events_free(inputs)
});