/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Socket_JsonInputs */

const en_socket_json = /** @type {(inputs: Socket_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages must be JSON.`)
};

const sw_socket_json = /** @type {(inputs: Socket_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe lazima uwe JSON.`)
};

/**
* | output |
* | --- |
* | "Messages must be JSON." |
*
* @param {Socket_JsonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_json = /** @type {((inputs?: Socket_JsonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_JsonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_json(inputs)
	return en_socket_json(inputs)
});