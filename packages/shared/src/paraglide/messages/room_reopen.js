/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_ReopenInputs */

const en_room_reopen = /** @type {(inputs: Room_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen meeting`)
};

const sw_room_reopen = /** @type {(inputs: Room_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua mkutano tena`)
};

/**
* | output |
* | --- |
* | "Reopen meeting" |
*
* @param {Room_ReopenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_reopen = /** @type {((inputs?: Room_ReopenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_ReopenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_reopen(inputs)
	return en_room_reopen(inputs)
});