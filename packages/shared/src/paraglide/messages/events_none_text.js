/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_TextInputs */

const en_events_none_text = /** @type {(inputs: Events_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another search or category.`)
};

const sw_events_none_text = /** @type {(inputs: Events_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu utafutaji mwingine au aina nyingine.`)
};

/**
* | output |
* | --- |
* | "Try another search or category." |
*
* @param {Events_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_none_text = /** @type {((inputs?: Events_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_none_text(inputs)
	return en_events_none_text(inputs)
});