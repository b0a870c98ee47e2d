/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Request_To_BookInputs */

const en_space_request_to_book = /** @type {(inputs: Space_Request_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request to book`)
};

const sw_space_request_to_book = /** @type {(inputs: Space_Request_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omba kuweka nafasi`)
};

/**
* | output |
* | --- |
* | "Request to book" |
*
* @param {Space_Request_To_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_request_to_book = /** @type {((inputs?: Space_Request_To_BookInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Request_To_BookInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_request_to_book(inputs)
	return en_space_request_to_book(inputs)
});