/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_GuestsInputs */

const en_how_guests = /** @type {(inputs: How_GuestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For guests`)
};

const sw_how_guests = /** @type {(inputs: How_GuestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa wageni`)
};

/**
* | output |
* | --- |
* | "For guests" |
*
* @param {How_GuestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_guests = /** @type {((inputs?: How_GuestsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_GuestsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_how_guests(inputs)
	return en_how_guests(inputs)
});