/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_ShareInputs */

const en_room_share = /** @type {(inputs: Room_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const sw_room_share = /** @type {(inputs: Room_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shiriki`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Room_ShareInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_share = /** @type {((inputs?: Room_ShareInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_ShareInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_share(inputs)
	return en_room_share(inputs)
});