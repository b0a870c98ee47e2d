/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_GuestsInputs */

const en_filter_guests = /** @type {(inputs: Filter_GuestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests`)
};

const sw_filter_guests = /** @type {(inputs: Filter_GuestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni`)
};

/**
* | output |
* | --- |
* | "Guests" |
*
* @param {Filter_GuestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_guests = /** @type {((inputs?: Filter_GuestsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_GuestsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_guests(inputs)
	return en_filter_guests(inputs)
});