/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ channel: NonNullable<unknown> }} Socket_Unknown_ChannelInputs */

const en_socket_unknown_channel = /** @type {(inputs: Socket_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown channel: ${i?.channel}`)
};

const sw_socket_unknown_channel = /** @type {(inputs: Socket_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaneli isiyojulikana: ${i?.channel}`)
};

/**
* | output |
* | --- |
* | "Unknown channel: {channel}" |
*
* @param {Socket_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_unknown_channel = /** @type {((inputs: Socket_Unknown_ChannelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_Unknown_ChannelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_unknown_channel(inputs)
	return en_socket_unknown_channel(inputs)
});