/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Socket_Frame_MalformedInputs */

const en_socket_frame_malformed = /** @type {(inputs: Socket_Frame_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That ${i?.type} message is not well formed.`)
};

const sw_socket_frame_malformed = /** @type {(inputs: Socket_Frame_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ujumbe huo wa ${i?.type} haujakamilika ipasavyo.`)
};

/**
* | output |
* | --- |
* | "That {type} message is not well formed." |
*
* @param {Socket_Frame_MalformedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_frame_malformed = /** @type {((inputs: Socket_Frame_MalformedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_Frame_MalformedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_frame_malformed(inputs)
	return en_socket_frame_malformed(inputs)
});